import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Notify } from './Notify';
import type { NotifyType } from './NotifyView';

const meta = {
  title: 'Feedback/Notify',
  component: Notify,
  tags: ['autodocs'],
  args: { open: true, message: '通知内容', type: 'primary', duration: 0 },
} satisfies Meta<typeof Notify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The declarative form. */
export const Declarative: Story = {};

/** Notify.show: one bar at a time; Notify.clear removes it. */
export const Imperative: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => Notify.show({ type: 'success', message: '兑换成功' })}>Success</Button>
      <Button onClick={() => Notify.show({ type: 'danger', message: '兑换失败' })}>Danger</Button>
      <Button onClick={() => Notify.clear()}>Clear</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('兑换成功');
    await userEvent.click(canvas.getByRole('button', { name: 'Danger' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('兑换失败');
    await expect(screen.queryByText('兑换成功')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};

const types: readonly NotifyType[] = ['primary', 'success', 'warning', 'danger'];

/** Visual baseline: every type. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={types}
      columns={['bar'] as const}
      cell={(type) => (
        // A transform makes the fixed bar relative to this box, so it fits the cell.
        <div style={{ position: 'relative', width: 320, height: 44, transform: 'translateZ(0)' }}>
          <Notify open type={type} duration={0} message="通知内容 Notice" />
        </div>
      )}
    />
  ),
};
