import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Overlay } from './Overlay';

const meta = {
  title: 'Feedback/Overlay',
  component: Overlay,
  tags: ['autodocs'],
  args: { show: true },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setShow(true)}>
        Show overlay
      </Button>
      <Overlay show={show} data-testid="overlay" onClose={() => setShow(false)} />
    </>
  );
}

/** Opens on the button; a click on the backdrop closes it. */
export const ClickToClose: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show overlay' }));
    await userEvent.click(canvas.getByTestId('overlay'));
    await expect(canvas.queryByTestId('overlay')).toBeNull();
  },
};

/** Visual baseline: the backdrop over page content, with and without content of its own. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['overlay'] as const}
      columns={['empty', 'with content'] as const}
      cell={(_, column) => (
        // A transform makes the fixed backdrop relative to this box, so it fits the cell.
        <div style={{ position: 'relative', width: 160, height: 100, transform: 'translateZ(0)' }}>
          <p style={{ margin: 8, color: 'var(--sb-color-text)' }}>Page content</p>
          <Overlay show lockScroll={false}>
            {column === 'with content' && (
              <div
                style={{
                  margin: '30px auto',
                  width: 80,
                  height: 40,
                  borderRadius: 8,
                  background: 'var(--sb-color-surface)',
                }}
              />
            )}
          </Overlay>
        </div>
      )}
    />
  ),
};
