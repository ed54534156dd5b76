import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { CreateBattleView } from './CreateBattleView';
import { designerState } from './designerStates';

/** The create form's view with the states designers review (designerStates.ts). */
const meta = {
  title: 'Site/Game/Battle/Create',
  component: CreateBattleView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: designerState('empty'),
} satisfies Meta<typeof CreateBattleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { ...designerState('empty'), setCount: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加 巅峰对决' }));
    await expect(args.setCount).toHaveBeenCalledWith(21, 1);
  },
};

/** Four rounds chosen, four players, clown mode, a password: the seat's cost on the button. */
export const Chosen: Story = {
  args: designerState('chosen'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '创建并支付 55.00' }),
    ).toBeInTheDocument();
  },
};

/** SPEC section 5: a seventh box is refused with the catalogue's message. */
export const OverLimit: Story = { args: designerState('overLimit') };

/** On a phone the page has no header or footer: its own bar, and the cost at the bottom. */
export const MobileChosen: Story = { args: designerState('chosen', 'm') };
