import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { centsToMoney, couponBonusCents, moneyToCents, type Coupon } from '@skinbox/api';
import { NO_COUPON } from '@skinbox/ui';
import type { RechargeCoupons } from '../../shared/recharge/useRechargeCoupons';
import type { RechargeOrder, RechargeOutcome } from '../../shared/recharge/useRechargeOrder';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { RechargeView } from './RechargeView';

const OFFERS = ['10.00', '50.00', '100.00', '500.00'].map((amount, i) => ({
  amount,
  bonus: ['0.00', '1.00', '5.00', '40.00'][i] ?? '0.00',
}));

interface RechargeArgs extends DesignerArgs {
  /** The server pays in its sandbox: the badge says so. */
  sandbox: boolean;
  /** The amount picked; '' before a choice. */
  amount: string;
  /** What the last payment said. */
  outcome: 'none' | 'paid' | 'noAmount' | 'noTradeLink';
  /** A payment is under way. */
  busy: boolean;
  /** The coupon chosen for the order. */
  coupon: 'none' | 'cash' | 'discount';
}

const coupon = (id: number, name: string, terms: Partial<Coupon>): Coupon => ({
  id,
  name,
  description: '',
  startAt: 1_763_000_000,
  endAt: 1_893_000_000,
  denominations: 0,
  discount: 0,
  originCondition: 0,
  state: 'usable',
  ...terms,
});

/** A 5-coin coupon for recharges of 50 or more and a 9.5折 coupon; one used. */
const USABLE = [
  coupon(1, '充值满减券', { denominations: 500, originCondition: 5000 }),
  coupon(2, '充值折扣券', { discount: 95 }),
];
const UNUSABLE = [coupon(3, '旧券', { denominations: 100, state: 'used' })];

function coupons(args: RechargeArgs): RechargeCoupons {
  const chosen = { none: NO_COUPON, cash: 0, discount: 1 }[args.coupon];
  const chosenCoupon = USABLE[chosen] ?? null;
  return {
    listing: { data: { usable: USABLE, unusable: UNUSABLE }, loading: false, reload: fn() },
    usable: USABLE,
    unusable: UNUSABLE,
    chosen,
    chosenCoupon,
    choose: fn(),
    bonusFor: (amount) =>
      chosenCoupon && amount !== ''
        ? centsToMoney(couponBonusCents(chosenCoupon, moneyToCents(amount)))
        : '0.00',
    open: false,
    setOpen: fn(),
    code: '',
    setCode: fn(),
    exchanging: false,
    exchanged: null,
    exchange: fn(async () => {}),
  };
}

const OUTCOMES: Record<RechargeArgs['outcome'], RechargeOutcome | null> = {
  none: null,
  paid: { tone: 'success', text: '充值成功，到账 105.00' },
  noAmount: { tone: 'error', text: '请选择充值金额', bindTradeLink: false },
  noTradeLink: { tone: 'error', text: '请先绑定交易链接', bindTradeLink: true },
};

/** The page's state as the designer sets it: the view is rendered from it alone. */
function order(args: RechargeArgs): RechargeOrder {
  return {
    loaded: true,
    sandbox: args.sandbox,
    methods: ['alipay', 'wechat', 'bank'],
    method: 'alipay',
    setMethod: fn(),
    offers: OFFERS,
    amount: args.amount,
    setAmount: fn(),
    outcome: OUTCOMES[args.outcome],
    busy: args.busy,
    pay: fn(async () => {}),
    personalHref: `/${args.layout}/personal`,
    refusal: (key) => ({ tone: 'error', text: key, bindTradeLink: false }),
  };
}

const meta = {
  title: 'Site/Game/Recharge',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    sandbox: true,
    amount: '',
    outcome: 'none',
    busy: false,
    coupon: 'none',
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    sandbox: { control: 'boolean' },
    amount: { control: 'inline-radio', options: ['', ...OFFERS.map((offer) => offer.amount)] },
    outcome: { control: 'inline-radio', options: Object.keys(OUTCOMES) },
    busy: { control: 'boolean' },
    coupon: { control: 'inline-radio', options: ['none', 'cash', 'discount'] },
  },
  render: (args) => (
    <ViewFrame {...args}>
      <RechargeView
        layout={args.layout}
        signedIn={args.signedIn}
        order={order(args)}
        coupons={coupons(args)}
        card={{ amount: '', cardNo: '', cardPassword: '' }}
        setCard={fn()}
        cardOutcome={null}
        cardBusy={false}
        redeem={fn(async () => {})}
      />
    </ViewFrame>
  ),
} satisfies Meta<RechargeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { layout: 'p' } };

export const Paid: Story = {
  args: { amount: '100.00', outcome: 'paid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amounts = within(canvas.getByRole('group', { name: '充值金额' }));
    await expect(amounts.getByRole('button', { name: /100\.00/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('充值成功');
  },
};

/** SPEC section 5: the trade link is bound before recharge; the refusal leads to it. */
export const NoTradeLink: Story = {
  args: { amount: '50.00', outcome: 'noTradeLink' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '去绑定交易链接' }),
    ).toBeInTheDocument();
  },
};

/** A recharge coupon on the order: what it adds, or the minimum it needs. */
export const WithCoupon: Story = {
  args: { amount: '100.00', coupon: 'cash' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('优惠券额外赠送 5.00 金币')).toBeInTheDocument();
  },
};

export const CouponBelowMinimum: Story = { args: { amount: '10.00', coupon: 'cash' } };

export const Paying: Story = { args: { amount: '500.00', busy: true } };

export const SignedOut: Story = { args: { signedIn: false } };

export const Vietnamese: Story = { args: { language: 'vi', amount: '10.00' } };
