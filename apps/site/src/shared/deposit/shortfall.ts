import { subtractMoney } from '../goods/money';
import type { RechargeOffer } from '../recharge/useRechargeOrder';

/** What is missing to pay `cost` from `balance` ("0.00" when nothing is). */
export function shortfall(cost: string, balance: string): string {
  const missing = subtractMoney(cost, balance);
  return Number(missing) > 0 ? missing : '0.00';
}

/** The smallest offer that covers `missing`, else the largest there is ('' without offers). */
export function coveringOffer(offers: readonly RechargeOffer[], missing: string): string {
  const sorted = [...offers].sort((a, b) => Number(a.amount) - Number(b.amount));
  const covering = sorted.find(
    (offer) => Number(offer.amount) + Number(offer.bonus) >= Number(missing),
  );
  return (covering ?? sorted.at(-1))?.amount ?? '';
}
