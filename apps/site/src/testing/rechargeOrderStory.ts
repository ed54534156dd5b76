import { translateError, type Locale } from '@skinbox/api';
import { fn } from 'storybook/test';
import type { TradeLinkGate } from '../shared/recharge/useTradeLinkGate';
import type {
  PaymentStage,
  RechargeOffer,
  RechargeOrder,
  RechargeOutcome,
} from '../shared/recharge/useRechargeOrder';

/** The offers the stories show: the server's amounts and their bonus. */
export const STORY_OFFERS: RechargeOffer[] = ['10.00', '50.00', '100.00', '500.00'].map(
  (amount, i) => ({ amount, bonus: ['0.00', '0.00', '1.00', '15.00'][i] ?? '0.00' }),
);

const CHECKOUT_URL = 'http://127.0.0.1:8091/checkout/fp_0123456789abcdef01234567';
const EXPIRES_AT = '2026-11-20T12:30:00.000Z';

/** A payment's stages as a designer picks them (useRechargeOrder's PaymentStage). */
export const STORY_STAGES = {
  choosing: { kind: 'choosing' },
  checkoutOpened: {
    kind: 'checkout',
    orderId: 42,
    checkoutUrl: CHECKOUT_URL,
    expiresAt: EXPIRES_AT,
    opened: true,
  },
  checkoutBlocked: {
    kind: 'checkout',
    orderId: 42,
    checkoutUrl: CHECKOUT_URL,
    expiresAt: EXPIRES_AT,
    opened: false,
  },
  waiting: {
    kind: 'waiting',
    orderId: 42,
    checkoutUrl: CHECKOUT_URL,
    expiresAt: EXPIRES_AT,
    stalled: false,
  },
  waitingStalled: {
    kind: 'waiting',
    orderId: 42,
    checkoutUrl: CHECKOUT_URL,
    expiresAt: EXPIRES_AT,
    stalled: true,
  },
  operatorConfirms: {
    kind: 'waiting',
    orderId: 42,
    checkoutUrl: null,
    expiresAt: null,
    stalled: false,
  },
  paid: { kind: 'paid', credited: '101.00' },
  linkMissing: { kind: 'ended', status: 'failed' },
  expired: { kind: 'ended', status: 'expired' },
  cancelled: { kind: 'ended', status: 'cancelled' },
} satisfies Record<string, PaymentStage>;
export type StoryStage = keyof typeof STORY_STAGES;

/** A trade link gate: the field shows while `needed`, with `error` under it. */
export function storyTradeLink(needed: boolean, error: string | null = null): TradeLinkGate {
  return {
    needed,
    link: '',
    setLink: fn(),
    error,
    busy: false,
    ensure: fn(async () => !needed),
  };
}

/** A payment's state, as the recharge page and the deposit sheet show it, from story args. */
export function storyRechargeOrder({
  language,
  layout,
  amount,
  stage,
  sandbox = false,
  outcome = null,
  busy = false,
  tradeLinkNeeded = false,
}: {
  language: Locale;
  layout: 'm' | 'p';
  amount: string;
  stage: StoryStage;
  sandbox?: boolean;
  outcome?: RechargeOutcome | null;
  busy?: boolean;
  tradeLinkNeeded?: boolean;
}): RechargeOrder {
  return {
    loaded: true,
    sandbox,
    checkout: !sandbox,
    methods: ['alipay', 'wechat', 'bank'],
    method: 'alipay',
    setMethod: fn(),
    offers: STORY_OFFERS,
    amount,
    setAmount: fn(),
    tradeLink: storyTradeLink(tradeLinkNeeded),
    outcome,
    stage: STORY_STAGES[stage],
    busy,
    pay: fn(async () => {}),
    checkAgain: fn(),
    startAgain: fn(),
    serviceHref: `/${layout}/service`,
    refusal: (key) => ({ tone: 'error', text: translateError(key, language) }),
  };
}
