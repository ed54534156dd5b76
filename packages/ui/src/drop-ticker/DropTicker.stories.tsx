import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { STORY_ITEMS } from '../testing/storyItems';
import { DropTicker, type Drop } from './DropTicker';

const drops: Drop[] = STORY_ITEMS.map((item, index) => ({
  ...item,
  id: index,
  player:
    ['ace', 'Nguyễn Thị Minh Khai', '김민수', '玩家一号很长的名字', 'shroud', 'zywOo'][index] ??
    'ace',
  href: `#box-${index + 1}`,
}));

const meta = {
  title: 'Business/DropTicker',
  component: DropTicker,
  tags: ['autodocs'],
  args: { drops },
} satisfies Meta<typeof DropTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};

/** A new drop every two seconds, as the socket brings them. */
export const Live: Story = {
  render: () => {
    const [list, setList] = useState(drops);
    useEffect(() => {
      const timer = setInterval(() => {
        setList((current) => {
          const last = current[current.length - 1] as Drop;
          return [{ ...last, id: `${last.id}-${Date.now()}` }, ...current.slice(0, -1)];
        });
      }, 2000);
      return () => clearInterval(timer);
    }, []);
    return <DropTicker drops={list} />;
  },
};

/** Visual baseline: a phone's width and a desktop's. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['375', '720'] as const}
      columns={['ticker'] as const}
      cell={(width) => (
        <div style={{ width: Number(width) }}>
          <DropTicker drops={drops} aria-label={`Live drops at ${width} px`} />
        </div>
      )}
    />
  ),
};
