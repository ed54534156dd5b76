import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import {
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
import { DepositSheetView } from './DepositSheetView';
import { shortfall } from './shortfall';

interface DepositArgs extends DesignerArgs {
  /** What the refused opening costs. */
  cost: string;
  /** Where the payment stands. */
  stage: StoryStage;
  /** The player has no trade link yet: the field shows inside the sheet. */
  tradeLinkNeeded: boolean;
  /** The server pays in its sandbox (at once) instead of on a provider's page. */
  sandbox: boolean;
}

/**
 * The deposit sheet over the box page (issue 30): the shortfall, the trade link in place, the
 * provider's page and the wait for it. A credited payment closes the sheet (the header's balance
 * counts up), so "paid" is no state of the sheet.
 */
const meta = {
  title: 'Site/Game/DepositSheet',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    balance: '0.40',
    cost: '5.50',
    stage: 'choosing',
    tradeLinkNeeded: false,
    sandbox: false,
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    cost: { control: 'text' },
    stage: {
      control: 'select',
      options: Object.keys(STORY_STAGES).filter((stage) => stage !== 'paid'),
    },
    tradeLinkNeeded: { control: 'boolean' },
    sandbox: { control: 'boolean' },
  },
  render: (args) => {
    const missing = shortfall(args.cost, args.balance);
    return (
      <ViewFrame {...args} path={`/${args.layout}/openbox?boxId=1`}>
        <DepositSheetView
          layout={args.layout}
          show
          onClose={fn()}
          balance={args.balance}
          cost={args.cost}
          missing={missing}
          order={storyRechargeOrder({ ...args, amount: '10.00' })}
          rechargeHref={`/${args.layout}/recharge`}
        />
      </ViewFrame>
    );
  },
} satisfies Meta<DepositArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: '余额不足' });
    await expect(sheet).toHaveTextContent('还差');
    await expect(sheet).toHaveTextContent('在支付页面完成支付后，金币自动到账');
  },
};

export const Desktop: Story = { args: { layout: 'p' } };

/** SPEC section 5's trade link, asked for inside the sheet with one line of why (issue 30). */
export const TradeLinkNeeded: Story = {
  args: { tradeLinkNeeded: true },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: '余额不足' });
    await expect(sheet).toHaveTextContent('首次充值前需绑定一次');
  },
};

export const CheckoutOpened: Story = { args: { stage: 'checkoutOpened' } };

export const WaitingForPayment: Story = { args: { stage: 'waiting' } };

export const LinkMissing: Story = { args: { stage: 'linkMissing' } };

export const Expired: Story = { args: { stage: 'expired' } };

export const English: Story = { args: { language: 'en', tradeLinkNeeded: true } };
