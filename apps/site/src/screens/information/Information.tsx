import { observer } from 'mobx-react-lite';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { InformationView } from './InformationView';
import { useInformationScreen } from './useInformationScreen';

const InformationScreen = observer(function InformationScreen() {
  return <InformationView {...useInformationScreen()} />;
});

/** /m/information and /p/me/information: the messages (useInformationScreen) shown by InformationView. */
export function Information() {
  return (
    <SignedInOnly>
      <InformationScreen />
    </SignedInOnly>
  );
}
