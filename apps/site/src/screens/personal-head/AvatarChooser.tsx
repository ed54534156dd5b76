import { observer } from 'mobx-react-lite';
import { AvatarChooserView } from './AvatarChooserView';
import { useAvatarChooser } from './useAvatarChooser';

/** The avatar chooser (useAvatarChooser) shown by AvatarChooserView, on /m/personalHead and /p/me/personal. */
export const AvatarChooser = observer(function AvatarChooser() {
  return <AvatarChooserView {...useAvatarChooser()} />;
});
