import { useStores } from '@skinbox/stores';
import { Price, useCountUp, type PriceProps } from '@skinbox/ui';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { creditMoment } from './creditMoment';

/** Counts a price from `from` to `to` over SPEC's count-up (3000 ms, easeOutExpo). */
function CountingPrice({
  from,
  to,
  ...props
}: { from: string; to: string } & Omit<PriceProps, 'value'>) {
  const value = useCountUp({
    start: Number(from),
    end: Number(to),
    onFinish: () => runInAction(() => creditMoment.set(null)),
  });
  // The balance's own display (a Price, split at the dot), so the count ends on what it shows.
  return <Price value={value.toFixed(2)} {...props} />;
}

/**
 * The player's balance as a Price, which counts up from the balance before a payment to the one
 * after it while that payment's credit moment lasts (issue 30: the coins are seen to arrive).
 */
export const CreditedBalance = observer(function CreditedBalance(props: Omit<PriceProps, 'value'>) {
  const { user } = useStores();
  const amount = user.assets.amount;
  const moment = creditMoment.get();
  if (!moment || moment.to !== amount) return <Price value={amount} {...props} />;
  return <CountingPrice from={moment.from} to={moment.to} {...props} />;
});
