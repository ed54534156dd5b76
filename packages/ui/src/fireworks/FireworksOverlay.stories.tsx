import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { FireworksOverlay } from './FireworksOverlay';

const meta = {
  title: 'Feedback/FireworksOverlay',
  component: FireworksOverlay,
  tags: ['autodocs'],
  args: { visible: true, animated: true },
} satisfies Meta<typeof FireworksOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over a page whose button stays clickable through the celebration. */
export const ClicksPassThrough: Story = {
  render: (args) => {
    let clicks = 0;
    return (
      <>
        <button
          type="button"
          onClick={(event) => {
            clicks += 1;
            event.currentTarget.textContent = `clicked ${clicks}`;
          }}
        >
          page button
        </button>
        <FireworksOverlay {...args} data-testid="fireworks" />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('fireworks')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('button')).toHaveTextContent('clicked 1');
  },
};

/** The site's animation switch off: the sparks stand still. */
export const Still: Story = { args: { animated: false } };

/** Visual baseline: the still frame (animations are frozen in screenshots anyway). */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['fireworks'] as const}
      columns={['animated', 'still'] as const}
      cell={(_, column) => (
        <div style={{ position: 'relative', width: 300, height: 200, transform: 'translateZ(0)' }}>
          <FireworksOverlay visible animated={column === 'animated'} />
        </div>
      )}
    />
  ),
};
