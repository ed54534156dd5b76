import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { BattleDetailView } from './BattleDetailView';
import { designerState } from './designerStates';

/**
 * The battle room's view with the states designers review (designerStates.ts): the server's clock
 * stopped at one instant, the reels at a still frame, so each looks the same on every run.
 */
const meta = {
  title: 'Site/Game/Battle/Detail',
  component: BattleDetailView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: designerState('waiting'),
} satisfies Meta<typeof BattleDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator waits: the dissolve countdown, two free seats, bots to fill them. */
export const Waiting: Story = {
  args: { ...designerState('waiting'), fillBots: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '机器人补位' }));
    await expect(args.fillBots).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('后仍未满员将自动解散并退款');
  },
};

/** A visitor to someone else's room: a join button on each free seat. */
export const JoinASeat: Story = {
  args: { ...designerState('waitingVisitor'), joinSeat: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const seat = canvas.getByRole('listitem', { name: '2 号位' });
    await userEvent.click(within(seat).getByRole('button', { name: '加入' }));
    await expect(args.joinSeat).toHaveBeenCalledWith(2);
  },
};

/** A locked room asks for its password; the server's refusal shows under the field. */
export const PasswordPrompt: Story = { args: designerState('passwordPrompt') };

export const Countdown: Story = { args: designerState('countdown') };

/** Round 2 mid-spin: round 1 stands in every lane, the leader is marked. */
export const Rolling: Story = { args: designerState('rolling') };

export const Victory: Story = { args: designerState('victory') };

export const Defeat: Story = { args: designerState('defeat') };

/** SPEC section 4: a tie shows as failure, each player keeping their own drops. */
export const Tie: Story = { args: designerState('tie') };

export const Spectator: Story = { args: designerState('spectator') };

export const Dissolved: Story = { args: designerState('dissolved') };

export const MobileRolling: Story = { args: designerState('rolling', 'm') };

/** A phone, two seats: both upright reels side by side, totals and lead bars under the players. */
export const PhoneTwoSeats: Story = {
  args: designerState('rolling', 'm', 2),
  play: async ({ canvasElement }) => {
    const seats = within(canvasElement).getByTestId('phone-seats');
    await expect(within(seats).getAllByRole('meter')).toHaveLength(2);
  },
};

/** A phone, four seats: four narrow upright reels in one row. */
export const PhoneFourSeats: Story = { args: designerState('rolling', 'm', 4) };

/** A phone, eight seats: the compact grid, two rows of four. */
export const PhoneEightSeats: Story = { args: designerState('rolling', 'm', 8) };

/** A phone, eight seats at the end: the winner lit, every seat's stake, take and net. */
export const PhoneEightSeatsSettled: Story = { args: designerState('victory', 'm', 8) };

/** A winner who took home less than the stake: no gold "Victory", the loss said plainly. */
export const VictoryDown: Story = {
  args: (() => {
    const state = designerState('victory');
    return state.detail ? { ...state, detail: { ...state.detail, cost: '300.00' } } : state;
  })(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^赢下对战，但净亏 /)).toBeInTheDocument();
  },
};

/** On a phone the winner's seat says so in words beside its total, not by its glow alone. */
export const MobileVictory: Story = {
  args: designerState('victory', 'm'),
  play: async ({ canvasElement }) => {
    const seats = within(within(canvasElement).getByTestId('phone-seats'));
    const winners = seats
      .getAllByRole('listitem')
      .filter((seat) => within(seat).queryByText('获胜'));
    await expect(winners).toHaveLength(1);
  },
};

export const MobileWaiting: Story = { args: designerState('waiting', 'm') };
