import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useRechargeOrder } from '../recharge/useRechargeOrder';
import { DepositSheetView } from './DepositSheetView';
import { coveringOffer, shortfall } from './shortfall';

/**
 * Opens where a payment was refused for want of coins (an opening, issue 14): the shortfall and a
 * way to pay it at once, with the smallest amount that covers it chosen and the trade link asked
 * for in place when the player has none. Once the payment is credited the sheet closes by itself
 * (issue 30): the header's balance counts up and focus goes back to what opened the sheet.
 */
export const DepositSheet = observer(function DepositSheet({
  show,
  cost,
  onClose,
}: {
  show: boolean;
  /** What the refused payment costs. */
  cost: string;
  onClose(): void;
}) {
  const layout = useLayout();
  const rechargeHref = useHref('recharge');
  const { user } = useStores();
  const balance = user.assets.amount;
  const missing = shortfall(cost, balance);
  const order = useRechargeOrder({
    suggested: (offers) => coveringOffer(offers, missing),
    onPaid: onClose,
  });
  return (
    <DepositSheetView
      layout={layout}
      show={show}
      onClose={onClose}
      balance={balance}
      cost={cost}
      missing={missing}
      order={order}
      rechargeHref={rechargeHref}
    />
  );
});
