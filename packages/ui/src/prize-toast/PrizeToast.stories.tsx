import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { PrizeToast } from './PrizeToast';

const meta = {
  title: 'Feedback/PrizeToast',
  component: PrizeToast,
  tags: ['autodocs'],
  args: { open: true, nickName: '玩家一号', price: '1288.50', boxType: 1, boxId: 7, duration: 0 },
} satisfies Meta<typeof PrizeToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The declarative form. The toast is fixed to the top of the window; a transformed frame becomes
 * its containing block, so the docs page shows it whole inside the preview instead of cut off.
 */
export const Declarative: Story = {
  decorators: [
    (Story) => (
      <div
        data-testid="toast-frame"
        style={{ position: 'relative', height: 96, transform: 'translateZ(0)' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('toast-frame').getBoundingClientRect();
    const toast = within(canvasElement).getByRole('status');
    // Once it has slid in, it lies wholly inside the frame.
    await waitFor(async () => {
      const box = toast.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(frame.top);
      await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    });
  },
};

const opened = fn();

/** PrizeToast.show from a socket announcement; a click asks to open the box. */
export const Imperative: Story = {
  render: () => (
    <Button
      onClick={() =>
        PrizeToast.show({
          nickName: '玩家二号',
          price: '66.00',
          boxType: 2,
          boxId: 3,
          onClick: opened,
        })
      }
    >
      Announce
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Announce' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('玩家二号');
    await userEvent.click(within(status).getByRole('button'));
    await expect(opened).toHaveBeenCalledWith(expect.objectContaining({ boxId: 3 }));
    PrizeToast.clear();
  },
};

/** Visual baseline: box and battle wins, with and without an item name. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['box', 'battle'] as const}
      columns={['price only', 'with item'] as const}
      cell={(kind, column) => (
        <div style={{ position: 'relative', width: 440, height: 60, transform: 'translateZ(0)' }}>
          <PrizeToast
            open
            duration={0}
            nickName="玩家一号"
            price="1288.50"
            itemName={column === 'with item' ? 'AK-47 | 红线' : undefined}
            boxType={kind === 'box' ? 1 : 2}
            boxId={1}
          />
        </div>
      )}
    />
  ),
};
