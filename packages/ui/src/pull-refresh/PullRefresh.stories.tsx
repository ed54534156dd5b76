import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { PullRefresh, type PullRefreshProps } from './PullRefresh';

const body = {
  height: 160,
  padding: 16,
  color: 'var(--sb-color-text)',
  background: 'var(--sb-color-surface)',
  fontFamily: 'var(--sb-font-family)',
  fontSize: 14,
} as const;

/** Refreshes for 300 ms and counts the refreshes. */
function Demo(props: PullRefreshProps) {
  const [loading, setLoading] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <div style={{ width: 320 }}>
      <PullRefresh
        {...props}
        loading={loading}
        onLoadingChange={setLoading}
        onRefresh={() =>
          setTimeout(() => {
            setCount((value) => value + 1);
            setLoading(false);
          }, 300)
        }
      >
        <div style={body} data-testid="content">
          刷新次数: {count}
        </div>
      </PullRefresh>
    </div>
  );
}

function touch(target: Element, type: string, clientY: number) {
  const point = new Touch({ identifier: 1, target, clientX: 100, clientY });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [point],
      changedTouches: [point],
    }),
  );
}

const meta = {
  title: 'Feedback/PullRefresh',
  component: PullRefresh,
  tags: ['autodocs'],
} satisfies Meta<typeof PullRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finger pulls the content down past the head and lets go: it refreshes once. */
export const TouchPull: Story = {
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('content');
    touch(content, 'touchstart', 100);
    for (const y of [102, 130, 160, 200]) touch(content, 'touchmove', y);
    await expect(await canvas.findByText('释放即可刷新...')).toBeInTheDocument();
    touch(content, 'touchend', 200);
    await expect(await canvas.findByText('加载中...')).toBeInTheDocument();
    await waitFor(() => expect(content).toHaveTextContent('刷新次数: 1'));
  },
};

/** A mouse drags the content down; a short pull springs back without refreshing. */
export const MousePull: Story = {
  args: { successText: '刷新成功' },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = canvas.getByTestId('content');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: content, coords: { clientX: 100, clientY: 100 } },
      { target: content, coords: { clientX: 100, clientY: 120 } },
    ]);
    await expect(canvas.getByText('下拉即可刷新...')).toBeInTheDocument();
    await userEvent.pointer({ keys: '[/MouseLeft]', target: content });
    await expect(content).toHaveTextContent('刷新次数: 0');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: content, coords: { clientX: 100, clientY: 100 } },
      { target: content, coords: { clientX: 100, clientY: 102 } },
      { target: content, coords: { clientX: 100, clientY: 220 } },
      { keys: '[/MouseLeft]', target: content },
    ]);
    await expect(await canvas.findByText('刷新成功')).toBeInTheDocument();
    await expect(content).toHaveTextContent('刷新次数: 1');
  },
};

const cellBody = { ...body, height: 'auto', padding: '8px 16px' };

/** Ends loading on mount, so the success text stays (for a long success duration). */
function AfterRefresh() {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <PullRefresh
      loading={loading}
      successText="刷新成功"
      successDuration={10 ** 9}
      style={{ height: 120 }}
    >
      <div style={cellBody}>内容</div>
    </PullRefresh>
  );
}

const statuses = ['normal', 'pulling', 'loosing', 'loading', 'success'] as const;

/** Visual baseline: each status, the pulls held by touch events from the play function. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={statuses}
      columns={['pull refresh'] as const}
      cell={(status) => (
        <div style={{ width: 280 }}>
          {status === 'success' ? (
            <AfterRefresh />
          ) : (
            <PullRefresh loading={status === 'loading'} style={{ height: 120 }}>
              <div style={cellBody} data-testid={`cell-${status}`}>
                内容
              </div>
            </PullRefresh>
          )}
        </div>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pullBy = (target: Element, by: number) => {
      touch(target, 'touchstart', 100);
      for (const y of [101, 100 + by]) touch(target, 'touchmove', y);
    };
    pullBy(canvas.getByTestId('cell-pulling'), 45);
    pullBy(canvas.getByTestId('cell-loosing'), 70);
    await expect(await canvas.findByText('释放即可刷新...')).toBeInTheDocument();
    await expect(await canvas.findByText('刷新成功')).toBeInTheDocument();
  },
};
