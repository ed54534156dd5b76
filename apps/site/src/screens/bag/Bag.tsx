import { observer } from 'mobx-react-lite';
import { BagView } from './BagView';
import { useBagScreen } from './useBagScreen';

/** /m/bag and /p/me/bag: the bag's state (useBagScreen) shown by BagView. */
export const Bag = observer(function Bag() {
  return <BagView {...useBagScreen()} />;
});
