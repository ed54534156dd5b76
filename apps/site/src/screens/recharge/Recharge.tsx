import { observer } from 'mobx-react-lite';
import { RechargeView } from './RechargeView';
import { useRechargeScreen } from './useRechargeScreen';

/** /m/recharge and /p/recharge: the recharge state (useRechargeScreen) shown by RechargeView. */
export const Recharge = observer(function Recharge() {
  return <RechargeView {...useRechargeScreen()} />;
});
