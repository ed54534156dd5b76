import { observer } from 'mobx-react-lite';
import { IconView } from './IconView';
import { useIconScreen } from './useIconScreen';

/** /p/icon: the avatar and frame gallery (useIconScreen) shown by IconView. */
export const Icon = observer(function Icon() {
  return <IconView {...useIconScreen()} />;
});
