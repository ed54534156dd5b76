import {
  centsToMoney,
  couponBonusCents,
  moneyToCents,
  type Api,
  type ApiResult,
  type Coupon,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { NO_COUPON } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../frame/useAction';
import { useCall, type CallState } from '../frame/useCall';
import { couponMessages } from './couponMessages';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type CouponListing = AnswerOf<Api['coupons']['list']>;

export interface RechargeCoupons {
  listing: CallState<CouponListing>;
  /** The coupons that can be used now, and the others (used, expired, not yet valid). */
  usable: Coupon[];
  unusable: Coupon[];
  /** Index of the chosen coupon in `usable`, NO_COUPON (-1) for none. */
  chosen: number;
  chosenCoupon: Coupon | null;
  choose(index: number): void;
  /** The coins, as money, the chosen coupon adds to a recharge of `amount` ('0.00' if none). */
  bonusFor(amount: string): string;
  /** The coupon list is open. */
  open: boolean;
  setOpen(open: boolean): void;
  code: string;
  setCode(code: string): void;
  exchanging: boolean;
  /** What the last exchange code gave. */
  exchanged: string | null;
  exchange(code: string): Promise<void>;
}

/**
 * The recharge coupons of the player (SPEC section 3 "Coupon", GAMES.md section 6): the usable and
 * unusable ones, the one chosen for the next order, what it adds to an amount (the server's
 * couponBonusCents), and exchange codes (SPEC section 5: at most 20 characters), which give a
 * coupon (chosen at once) or coins.
 */
export function useRechargeCoupons(signedIn: boolean): RechargeCoupons {
  const intl = useIntl();
  const { api } = useStores();
  const action = useAction();
  const listing = useCall(() => api.coupons.list(), `coupons:${signedIn}`, signedIn);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [exchanged, setExchanged] = useState<string | null>(null);
  const usable = listing.data?.usable ?? [];
  const chosen = usable.findIndex((c) => c.id === chosenId);
  const chosenCoupon = usable[chosen] ?? null;

  return {
    listing,
    usable,
    unusable: listing.data?.unusable ?? [],
    chosen: chosen === -1 ? NO_COUPON : chosen,
    chosenCoupon,
    choose(index) {
      setChosenId(usable[index]?.id ?? null);
      setOpen(false);
    },
    bonusFor(amount) {
      if (!chosenCoupon || amount === '') return '0.00';
      return centsToMoney(couponBonusCents(chosenCoupon, moneyToCents(amount)));
    },
    open,
    setOpen,
    code,
    setCode,
    exchanging: action.busy,
    exchanged,
    async exchange(entered) {
      setExchanged(null);
      const result = await action.call(
        () => api.coupons.exchange({ code: entered.trim() }),
        [listing.reload],
      );
      if (!result.ok) return;
      setCode('');
      if (result.data.kind === 'coupon') {
        setChosenId(result.data.coupon.id);
        setExchanged(
          intl.formatMessage(couponMessages.exchangedCoupon, { name: result.data.coupon.name }),
        );
      } else {
        setExchanged(
          intl.formatMessage(couponMessages.exchangedCoins, { amount: result.data.amount }),
        );
      }
    },
  };
}
