import { observer } from 'mobx-react-lite';
import { ReserveView } from './ReserveView';
import { useReserveScreen } from './useReserveScreen';

/** /m/reserve (chromeless): upcoming events and boxes to reserve. */
export const Reserve = observer(function Reserve() {
  return <ReserveView {...useReserveScreen()} />;
});
