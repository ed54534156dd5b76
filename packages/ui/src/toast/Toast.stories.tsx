import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Toast } from './Toast';
import type { ToastType } from './ToastView';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  tags: ['autodocs'],
  args: { open: true, message: '兑换成功', type: 'text' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declarative form, e.g. for a screen that owns its toast state. */
export const Declarative: Story = {
  args: { type: 'success', duration: 0 },
};

function Launcher() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => Toast.show('网络错误，请重试')}>Text</Button>
      <Button onClick={() => Toast.success('兑换成功')}>Success</Button>
      <Button onClick={() => Toast.fail('卡号或密码错误')}>Fail</Button>
      <Button onClick={() => Toast.loading({ message: '开箱中', forbidClick: true })}>
        Loading
      </Button>
      <Button onClick={() => Toast.clear()}>Clear</Button>
    </div>
  );
}

/** Toast.show / success / fail: one at a time, the newest replaces the current one. */
export const Imperative: Story = {
  render: () => <Launcher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Text' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('网络错误，请重试');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('卡号或密码错误');
    await expect(screen.queryByText('网络错误，请重试')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

/** A loading toast stays until cleared; forbidClick shields the page meanwhile. */
export const LoadingUntilCleared: Story = {
  render: () => <Launcher />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Loading' }));
    await expect(await screen.findByText('开箱中')).toBeInTheDocument();
    await expect(document.querySelector('[data-toast-shield]')).not.toBeNull();
    Toast.clear();
    await waitFor(() => expect(screen.queryByText('开箱中')).toBeNull());
  },
};

const types: readonly ToastType[] = ['text', 'success', 'fail', 'loading'];

/** Visual baseline: every type with a short and a long message. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={types}
      columns={['short', 'long'] as const}
      cell={(type, length) => (
        // A transform makes the fixed toast relative to this box, so it fits the cell.
        <div style={{ position: 'relative', width: 240, height: 180, transform: 'translateZ(0)' }}>
          <Toast
            open
            type={type}
            duration={0}
            message={length === 'short' ? '成功 Done' : '网络错误，请重试 Network error'}
          />
        </div>
      )}
    />
  ),
};
