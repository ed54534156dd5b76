import { observer } from 'mobx-react-lite';
import { useLayout } from '../../routing/layoutContext';
import { SpreadOverview } from './SpreadOverview';
import { SpreadUsersView } from './SpreadUsersView';
import { useSpreadScreen } from './useSpreadScreen';
import { useSpreadUsersScreen } from './useSpreadUsersScreen';

const MobileUsers = observer(function MobileUsers() {
  return <SpreadUsersView {...useSpreadUsersScreen()} />;
});

/** Desktop's referral page: the overview of /m/spread above the invited players. */
const DesktopUsers = observer(function DesktopUsers() {
  const overview = useSpreadScreen();
  return (
    <SpreadUsersView
      {...useSpreadUsersScreen()}
      overview={overview.signedIn ? <SpreadOverview {...overview} /> : null}
    />
  );
});

/** /m/spreadUser and /p/me/spreadUser (useSpreadUsersScreen, SpreadUsersView). */
export function SpreadUsers() {
  return useLayout() === 'p' ? <DesktopUsers /> : <MobileUsers />;
}
