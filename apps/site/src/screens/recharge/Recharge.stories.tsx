import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { centsToMoney, couponBonusCents, moneyToCents, type Coupon } from '@skinbox/api';
import { NO_COUPON } from '@skinbox/ui';
import type { RechargeCoupons } from '../../shared/recharge/useRechargeCoupons';
import type { RechargeOutcome } from '../../shared/recharge/useRechargeOrder';
import {
  STORY_OFFERS,
  STORY_STAGES,
  storyRechargeOrder,
  type StoryStage,
} from '../../testing/rechargeOrderStory';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { RechargeView } from './RechargeView';

interface RechargeArgs extends DesignerArgs {
  /** The server pays in its sandbox: the badge says so, and orders are paid at once. */
  sandbox: boolean;
  /** The amount picked; '' before a choice. */
  amount: string;
  /** Where the payment stands: choosing, on the provider's page, waiting, paid, ended. */
  stage: StoryStage;
  /** The player has no trade link yet: the field shows in place. */
  tradeLinkNeeded: boolean;
  /** A refusal of the form before anything was placed. */
  outcome: 'none' | 'noAmount';
  /** A payment is being placed. */
  busy: boolean;
  /** The coupon chosen for the order. */
  coupon: 'none' | 'cash' | 'discount';
  /** What the card form said. */
  card: 'none' | 'credited' | 'wrong';
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
    listing: {
      data: { usable: USABLE, unusable: UNUSABLE },
      loading: false,
      failure: null,
      reload: fn(),
    },
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
  noAmount: { tone: 'error', text: '请选择充值金额' },
};

const CARD_OUTCOMES: Record<RechargeArgs['card'], RechargeOutcome | null> = {
  none: null,
  credited: { tone: 'success', text: '充值成功，到账 100.00' },
  wrong: { tone: 'error', text: '卡号或卡密错误' },
};

const meta = {
  title: 'Site/Game/Recharge',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    sandbox: false,
    amount: '',
    stage: 'choosing',
    tradeLinkNeeded: false,
    outcome: 'none',
    busy: false,
    coupon: 'none',
    card: 'none',
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    sandbox: { control: 'boolean' },
    amount: {
      control: 'inline-radio',
      options: ['', ...STORY_OFFERS.map((offer) => offer.amount)],
    },
    stage: { control: 'select', options: Object.keys(STORY_STAGES) },
    tradeLinkNeeded: { control: 'boolean' },
    outcome: { control: 'inline-radio', options: Object.keys(OUTCOMES) },
    busy: { control: 'boolean' },
    coupon: { control: 'inline-radio', options: ['none', 'cash', 'discount'] },
    card: { control: 'inline-radio', options: Object.keys(CARD_OUTCOMES) },
  },
  render: (args) => {
    const order = storyRechargeOrder({ ...args, outcome: OUTCOMES[args.outcome] });
    return (
      <ViewFrame {...args}>
        <RechargeView
          layout={args.layout}
          signedIn={args.signedIn}
          order={order}
          coupons={coupons(args)}
          card={{ cardNo: '', cardPassword: '' }}
          setCard={fn()}
          cardOutcome={CARD_OUTCOMES[args.card]}
          cardBusy={false}
          redeem={fn(async () => {})}
        />
      </ViewFrame>
    );
  },
} satisfies Meta<RechargeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};

export const Desktop: Story = { args: { layout: 'p' } };

/** The development sandbox: a badge says no money moves, and orders are paid at once. */
export const Sandbox: Story = { args: { sandbox: true } };

/** Pay was pressed: the provider's page opened in its own tab, and this page follows it. */
export const CheckoutOpened: Story = {
  args: { amount: '100.00', stage: 'checkoutOpened' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('支付页面已在新标签页打开');
    await expect(canvas.getByRole('link', { name: '打开支付页面' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // The form waits: no second order while one is being paid.
    await expect(canvas.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();
  },
};

/** No tab could open (a blocker, an in-app browser): the page is offered as a link. */
export const CheckoutBlocked: Story = { args: { amount: '100.00', stage: 'checkoutBlocked' } };

/** The player came back from the provider's page: waiting for its signed notification. */
export const WaitingForPayment: Story = {
  args: { amount: '100.00', stage: 'waiting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在等待支付结果');
  },
};

/** Asking after the order failed (the network): the player asks again. */
export const WaitingStalled: Story = { args: { amount: '100.00', stage: 'waitingStalled' } };

/** An operator confirms the order (the manual provider). */
export const OperatorConfirms: Story = { args: { amount: '100.00', stage: 'operatorConfirms' } };

export const Paid: Story = {
  args: { amount: '100.00', stage: 'paid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '充值成功，到账 101.00',
    );
  },
};

/** SPEC section 8: the provider gave no page to pay on. */
export const LinkMissing: Story = {
  args: { amount: '100.00', stage: 'linkMissing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('充值链接为空，请联系客服');
    await expect(canvas.getByRole('link', { name: '前往客服' })).toHaveAttribute(
      'href',
      '/m/service',
    );
  },
};

export const Expired: Story = {
  args: { amount: '100.00', stage: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '订单已过期未支付，未扣除任何款项。',
    );
  },
};

export const Cancelled: Story = { args: { amount: '100.00', stage: 'cancelled' } };

/** SPEC section 5: the trade link is asked for here, once, with why (issue 30). */
export const TradeLinkNeeded: Story = {
  args: { amount: '50.00', tradeLinkNeeded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Steam交易链接')).toBeInTheDocument();
    await expect(canvas.getByText(/首次充值前需绑定一次/)).toBeInTheDocument();
  },
};

export const NoAmount: Story = { args: { outcome: 'noAmount' } };

/** A recharge coupon on the order: what it adds, or the minimum it needs. */
export const WithCoupon: Story = {
  args: { amount: '100.00', coupon: 'cash' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('优惠券额外赠送 5.00 金币')).toBeInTheDocument();
  },
};

export const CouponBelowMinimum: Story = { args: { amount: '10.00', coupon: 'cash' } };

export const Paying: Story = { args: { amount: '500.00', busy: true } };

/** A card asks only for its number and password: its value is its own. */
export const CardCredited: Story = {
  args: { card: 'credited' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: '卡密充值' }));
    await expect(section.queryByRole('button', { name: '100.00' })).not.toBeInTheDocument();
    await expect(section.getByText(/面值由卡号自动识别/)).toBeInTheDocument();
    await expect(section.getByRole('status')).toHaveTextContent('充值成功，到账 100.00');
  },
};

export const SignedOut: Story = { args: { signedIn: false } };

export const Vietnamese: Story = {
  args: { language: 'vi', amount: '10.00', tradeLinkNeeded: true, stage: 'waiting' },
};
