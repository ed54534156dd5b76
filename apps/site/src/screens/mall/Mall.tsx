import { observer } from 'mobx-react-lite';
import { MallView } from './MallView';
import { useMallScreen } from './useMallScreen';

/** /m/mall and /p/mall: the mall's state (useMallScreen) shown by MallView. */
export const Mall = observer(function Mall() {
  return <MallView {...useMallScreen()} />;
});
