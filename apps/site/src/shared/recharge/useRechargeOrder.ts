import {
  couponBonusCents,
  moneyToCents,
  translateError,
  type Coupon,
  type ErrorKey,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from '../../routing/layoutContext';
import { useAction } from '../frame/useAction';
import { useCall } from '../frame/useCall';
import { useGameApi } from '../gameApi';
import { rechargeMessages } from './messages';
import { orderRefusal } from './rules';

/** What a payment or a card said: a refusal (with the way to bind a trade link) or the credit. */
export type RechargeOutcome =
  { tone: 'error'; text: string; bindTradeLink: boolean } | { tone: 'success'; text: string };

export interface RechargeOffer {
  amount: string;
  bonus: string;
}

export interface RechargeOrder {
  /** The methods have answered. */
  loaded: boolean;
  /** The server pays orders in its sandbox: said where one pays (issue 13). */
  sandbox: boolean;
  methods: string[];
  method: string;
  setMethod(method: string): void;
  /** The chosen method's amounts with their bonus. */
  offers: RechargeOffer[];
  amount: string;
  setAmount(amount: string): void;
  outcome: RechargeOutcome | null;
  busy: boolean;
  pay(): Promise<void>;
  /** The personal page, where the trade link is bound. */
  personalHref: string;
  /** Turns a refusal key into its outcome (shared with the card form). */
  refusal(key: ErrorKey): RechargeOutcome;
}

/**
 * Paying by a method (SPEC sections 2 and 5): the methods and their amounts, the choice, and the
 * order, refused first when no amount is chosen or no trade link is bound. The recharge page and
 * the deposit sheet both pay with it; `suggested` preselects an amount (the sheet's shortfall).
 * The recharge page applies the chosen `coupon` (refused here when the amount is below its
 * minimum) and hears of a paid order (`onPaid`) to reload its coupons.
 */
export function useRechargeOrder({
  suggested,
  coupon = null,
  onPaid,
}: {
  suggested?: (offers: RechargeOffer[]) => string;
  coupon?: Coupon | null;
  onPaid?: () => void;
} = {}): RechargeOrder {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const action = useAction();
  const personalHref = useHref('personal');
  const methods = useCall(() => api.recharge.methods(), 'methods');
  const [method, setMethod] = useState('');
  const [picked, setAmount] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RechargeOutcome | null>(null);

  const list = methods.data?.methods ?? [];
  const chosen = list.find((m) => m.method === method) ?? list[0];
  const offers = chosen?.amounts ?? [];
  const amount = picked ?? suggested?.(offers) ?? '';

  const refusal = (key: ErrorKey): RechargeOutcome => ({
    tone: 'error',
    text: translateError(key, root.prefs.language),
    bindTradeLink: key === 'errors.tradeLinkRequired',
  });

  return {
    loaded: methods.data !== null,
    sandbox: methods.data?.sandbox ?? false,
    methods: list.map((m) => m.method),
    method: chosen?.method ?? '',
    setMethod,
    offers,
    amount,
    setAmount,
    outcome,
    busy: action.busy,
    personalHref,
    refusal,
    async pay() {
      const refused = orderRefusal(amount, root.user.ext.steamUrl);
      if (refused || !chosen) {
        setOutcome(refusal(refused ?? 'errors.rechargeAmountRequired'));
        return;
      }
      if (coupon && couponBonusCents(coupon, moneyToCents(amount)) === 0n) {
        setOutcome(refusal('errors.couponUnusable'));
        return;
      }
      setOutcome(null);
      const result = await action.call(() =>
        api.recharge.createOrder({
          method: chosen.method,
          amount,
          ...(coupon ? { couponId: coupon.id } : {}),
        }),
      );
      if (!result.ok) return;
      onPaid?.();
      setOutcome({
        tone: 'success',
        text:
          result.data.status === 'paid'
            ? intl.formatMessage(rechargeMessages.credited, { credited: result.data.credited })
            : intl.formatMessage(rechargeMessages.pending),
      });
    },
  };
}
