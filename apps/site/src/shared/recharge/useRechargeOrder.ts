import {
  couponBonusCents,
  moneyToCents,
  translateError,
  type Coupon,
  type ErrorKey,
  type RechargeOrder as OrderAnswer,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { useAction } from '../frame/useAction';
import { useCall } from '../frame/useCall';
import { useGameApi } from '../gameApi';
import { openCheckoutTab } from './checkoutTab';
import { creditMoment } from './creditMoment';
import { openOrder, type OpenOrder } from './openOrder';
import { orderRefusal, settledStage, type SettledStatus } from './rules';
import { useOrderWatch } from './useOrderWatch';
import { useTradeLinkGate, type TradeLinkGate } from './useTradeLinkGate';

/** What a form said before anything was placed (a refusal), or what a card credited. */
export type RechargeOutcome = { tone: 'error' | 'success'; text: string };

export interface RechargeOffer {
  amount: string;
  bonus: string;
}

/**
 * Where the payment stands (issue 26): choosing; the provider's page opened in a tab of its own
 * (or, blocked, offered as a link); waiting for the provider to say it was paid (the player came
 * back, or an operator confirms); paid and credited; or ended unpaid (cancelled on the provider's
 * page, expired, or no page to pay on: SPEC's "recharge link empty").
 */
export type PaymentStage =
  | { kind: 'choosing' }
  | ({ kind: 'checkout'; checkoutUrl: string; opened: boolean } & Omit<OpenOrder, 'checkoutUrl'>)
  | ({ kind: 'waiting'; stalled: boolean } & OpenOrder)
  | { kind: 'paid'; credited: string }
  | { kind: 'ended'; status: SettledStatus };

export interface RechargeOrder {
  /** The methods have answered. */
  loaded: boolean;
  /** The server pays orders in its sandbox: said where one pays (issue 13). */
  sandbox: boolean;
  /** Orders are paid on the provider's checkout page, not at once. */
  checkout: boolean;
  methods: string[];
  method: string;
  setMethod(method: string): void;
  /** The chosen method's amounts with their bonus. */
  offers: RechargeOffer[];
  amount: string;
  setAmount(amount: string): void;
  /** The trade link, asked for in place while the player has none (SPEC section 5). */
  tradeLink: TradeLinkGate;
  /** A refusal of the form before anything was placed. */
  outcome: RechargeOutcome | null;
  stage: PaymentStage;
  busy: boolean;
  pay(): Promise<void>;
  /** Asks after a waiting order again once asking failed. */
  checkAgain(): void;
  /** Leaves an ended or unfinished payment for a new one. */
  startAgain(): void;
  /** Customer service, where a missing payment link sends the player (SPEC section 8). */
  serviceHref: string;
  /** Turns a refusal key into its outcome (shared with the card form). */
  refusal(key: ErrorKey): RechargeOutcome;
}

function stageOfOpenOrder(): PaymentStage {
  const open = openOrder.get();
  return open ? { kind: 'waiting', ...open, stalled: false } : { kind: 'choosing' };
}

/**
 * Paying by a method (SPEC sections 2 and 5): the methods and their amounts, the choice, the
 * trade link where it is still missing, and the order through the server's payment provider: paid
 * at once (the sandbox), or on the provider's checkout page in a tab opened at the press, followed
 * until the provider's notification has credited it (useOrderWatch). The recharge page and the
 * deposit sheet both pay with it; `suggested` preselects an amount (the sheet's shortfall). The
 * recharge page applies the chosen `coupon` (refused here when the amount is below its minimum).
 * `onPaid` hears of the credit: the page reloads its coupons, the sheet closes. Every credit
 * counts the header's balance up (creditMoment).
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
  const root = useStores();
  const api = useGameApi();
  const action = useAction();
  const location = useLocation();
  const serviceHref = useHref('service');
  const tradeLink = useTradeLinkGate();
  const methods = useCall(() => api.recharge.methods(), 'methods');
  const [method, setMethod] = useState('');
  const [picked, setAmount] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RechargeOutcome | null>(null);
  const [stage, setStage] = useState<PaymentStage>(stageOfOpenOrder);
  const [watchRound, setWatchRound] = useState(0);

  const list = methods.data?.methods ?? [];
  const chosen = list.find((m) => m.method === method) ?? list[0];
  const offers = chosen?.amounts ?? [];
  const amount = picked ?? suggested?.(offers) ?? '';
  const language = root.prefs.language;

  const refusal = (key: ErrorKey): RechargeOutcome => ({
    tone: 'error',
    text: translateError(key, language),
  });

  async function credited(order: OrderAnswer, before: string) {
    runInAction(() => openOrder.set(null));
    await root.user.loadInfo();
    const after = root.user.assets.amount;
    runInAction(() => {
      if (Number(after) > Number(before)) creditMoment.set({ from: before, to: after });
    });
    setStage({ kind: 'paid', credited: order.credited });
    onPaid?.();
  }

  const watched = stage.kind === 'checkout' || stage.kind === 'waiting' ? stage.orderId : null;
  useOrderWatch(watched, watchRound, {
    onAnswer(order) {
      const settled = settledStage(order.status);
      if (settled === null) return false;
      if (settled === 'paid') void credited(order, root.user.assets.amount);
      else {
        runInAction(() => openOrder.set(null));
        setStage({ kind: 'ended', status: settled });
      }
      return true;
    },
    onReturn() {
      setStage((now) =>
        now.kind === 'checkout' ? { ...now, kind: 'waiting', stalled: false } : now,
      );
    },
    onStall() {
      setStage((now) => (now.kind === 'waiting' ? { ...now, stalled: true } : now));
    },
  });

  return {
    loaded: methods.data !== null,
    sandbox: methods.data?.sandbox ?? false,
    checkout: methods.data?.checkout ?? false,
    methods: list.map((m) => m.method),
    method: chosen?.method ?? '',
    setMethod,
    offers,
    amount,
    setAmount,
    tradeLink,
    outcome,
    stage,
    busy: action.busy || tradeLink.busy,
    serviceHref,
    refusal,
    checkAgain() {
      setStage((now) => (now.kind === 'waiting' ? { ...now, stalled: false } : now));
      setWatchRound((n) => n + 1);
    },
    startAgain() {
      runInAction(() => openOrder.set(null));
      setStage({ kind: 'choosing' });
    },
    async pay() {
      const refused = orderRefusal(amount);
      if (refused || !chosen) {
        setOutcome(refusal(refused ?? 'errors.rechargeAmountRequired'));
        return;
      }
      if (coupon && couponBonusCents(coupon, moneyToCents(amount)) === 0n) {
        setOutcome(refusal('errors.couponUnusable'));
        return;
      }
      setOutcome(null);
      const before = root.user.assets.amount;
      const tab = methods.data?.checkout ? openCheckoutTab() : null;
      if (!(await tradeLink.ensure())) {
        tab?.close();
        return;
      }
      const result = await action.call(() =>
        api.recharge.createOrder({
          method: chosen.method,
          amount,
          ...(coupon ? { couponId: coupon.id } : {}),
          returnPath: `${location.pathname}${location.search}`,
        }),
      );
      if (!result.ok) {
        tab?.close();
        if (result.msg === translateError('errors.rechargeLinkEmpty', language)) {
          setStage({ kind: 'ended', status: 'failed' });
        }
        return;
      }
      const order = result.data;
      if (order.status === 'paid') {
        tab?.close();
        await credited(order, before);
        return;
      }
      const open: OpenOrder = {
        orderId: order.orderId,
        checkoutUrl: order.checkoutUrl,
        expiresAt: order.expiresAt,
      };
      runInAction(() => openOrder.set(open));
      if (order.checkoutUrl) {
        const opened = tab?.show(order.checkoutUrl) ?? false;
        setStage({ ...open, kind: 'checkout', checkoutUrl: order.checkoutUrl, opened });
      } else {
        tab?.close();
        setStage({ ...open, kind: 'waiting', stalled: false });
      }
    },
  };
}
