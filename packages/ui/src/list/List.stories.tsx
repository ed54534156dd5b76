import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { List, type ListProps } from './List';

const PAGE = 10;

const row = {
  padding: '12px 16px',
  borderBottom: '1px solid var(--sb-color-border)',
  color: 'var(--sb-color-text)',
  fontFamily: 'var(--sb-font-family)',
  fontSize: 14,
} as const;

/** A list that loads 10 records per page after a short delay; three pages in all. */
function Endless({ failFirst = false, ...props }: ListProps & { failFirst?: boolean }) {
  const [items, setItems] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  const [failed, setFailed] = useState(false);
  const onLoad = () => {
    setTimeout(() => {
      if (failFirst && !failed) {
        setFailed(true);
        setError(true);
      } else {
        setItems((current) => [
          ...current,
          ...Array.from({ length: PAGE }, (_, i) => current.length + i + 1),
        ]);
      }
      setLoading(false);
    }, 300);
  };
  return (
    // A scrolling region takes keyboard focus so it can be scrolled without a pointer (axe).
    <div
      data-testid="scroller"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrolling region must take focus
      tabIndex={0}
      role="region"
      aria-label="滚动区域"
      style={{ height: 300, overflowY: 'auto', width: 320 }}
    >
      <List
        aria-label="开箱记录"
        {...props}
        loading={loading}
        onLoadingChange={setLoading}
        error={error}
        onErrorChange={setError}
        finished={items.length >= 3 * PAGE}
        onLoad={onLoad}
      >
        {items.map((item) => (
          <article key={item} style={row}>
            记录 {item}
          </article>
        ))}
      </List>
    </div>
  );
}

const meta = {
  title: 'Display/List',
  component: List,
  tags: ['autodocs'],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the view on mount, loads more when scrolled near the end, then says there is no more. */
export const ScrollToLoad: Story = {
  render: (args) => <Endless {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE));
    await waitFor(() => expect(canvas.getByRole('feed')).toHaveAttribute('aria-busy', 'false'));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2 * PAGE));
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3 * PAGE));
    await expect(await canvas.findByText('没有更多了')).toBeInTheDocument();
  },
};

/** A failed load shows the error text; clicking it loads again. */
export const ErrorRetry: Story = {
  render: (args) => <Endless {...args} failFirst />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: '请求失败，点击重新加载' });
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(PAGE));
  },
};

const cellItems = (
  <>
    <article style={row}>记录 1</article>
    <article style={row}>记录 2</article>
  </>
);

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['loading', 'finished', 'error'] as const}
      columns={['list'] as const}
      cell={(state) => (
        <div style={{ width: 280 }}>
          <List
            immediateCheck={false}
            loading={state === 'loading'}
            finished={state === 'finished'}
            error={state === 'error'}
          >
            {cellItems}
          </List>
        </div>
      )}
    />
  ),
};
