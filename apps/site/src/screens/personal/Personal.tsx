import { observer } from 'mobx-react-lite';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { PersonalView } from './PersonalView';
import { usePersonalScreen } from './usePersonalScreen';

const PersonalScreen = observer(function PersonalScreen() {
  return <PersonalView {...usePersonalScreen()} />;
});

/** /m/personal and /p/me/personal: the personal centre (usePersonalScreen) shown by PersonalView. */
export function Personal() {
  return (
    <SignedInOnly>
      <PersonalScreen />
    </SignedInOnly>
  );
}
