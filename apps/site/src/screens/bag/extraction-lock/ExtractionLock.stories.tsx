import type { WageringStanding } from '@skinbox/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../../testing/ViewFrame';
import { ExtractionLock } from './ExtractionLock';

interface LockArgs extends DesignerArgs {
  standing: WageringStanding;
}

const GIFTS_ONLY: WageringStanding = {
  paid: false,
  locked: '4.69',
  required: '680.05',
  turnover: '4.00',
  owed: '676.05',
  multiple: 145,
};

const meta = {
  title: 'Site/Game/Bag/ExtractionLock',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, standing: GIFTS_ONLY },
  argTypes: DESIGNER_ARG_TYPES,
  render: (args) => (
    <ViewFrame
      {...args}
      routes={{ '/api/user/wagering': () => args.standing }}
      path={args.layout === 'm' ? '/m/bag' : '/p/me/bag'}
    >
      <div css={{ padding: 12 }}>
        <ExtractionLock />
      </div>
    </ViewFrame>
  ),
} satisfies Meta<LockArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account that took its gifts and never paid: recharge first, and the turnover its gifts ask. */
export const GiftsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '去充值' })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A paying player with a bonus still to turn over. */
export const BonusLeft: Story = {
  args: {
    standing: {
      paid: true,
      locked: '307.40',
      required: '44573.00',
      turnover: '21840.25',
      owed: '22732.75',
      multiple: 145,
    },
  },
};

export const Desktop: Story = { args: { layout: 'p', language: 'en' } };
