import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Ellipsis } from './Ellipsis';
import { truncateText } from './truncateText';

const ZH =
  '本箱子包含 AWP | 巨龙传说、M4A4 | 咆哮、AK-47 | 火蛇等稀有饰品，开箱结果由可验证的随机数决定，每一次都公开透明。';
const EN =
  'This case holds the AWP | Dragon Lore, M4A4 | Howl and AK-47 | Fire Serpent; every roll comes from a verifiable random number.';

const meta = {
  title: 'Display/Ellipsis',
  component: Ellipsis,
  tags: ['autodocs'],
  args: { content: ZH, style: { width: 260 } },
} satisfies Meta<typeof Ellipsis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line, cut at the end; the whole text in the title. */
export const OneLine: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[title]');
    await expect(root).toHaveAttribute('title', ZH);
    await expect(root).toHaveAttribute('data-truncated');
    await expect(root?.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/…$/);
  },
};

/** Two lines with a button to show everything. */
export const Expandable: Story = {
  args: { rows: 2, expandable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[title]') as HTMLElement;
    const collapsed = root.offsetHeight;
    await userEvent.click(canvas.getByRole('button', { name: '展开' }));
    await expect(root.offsetHeight).toBeGreaterThan(collapsed);
    await userEvent.click(canvas.getByRole('button', { name: '收起' }));
    await expect(root.offsetHeight).toBe(collapsed);
    // Measured in the browser: the button stays within the two lines.
    await expect(collapsed).toBeLessThanOrEqual(2 * 20);
  },
};

export const Middle: Story = {
  args: { content: EN, position: 'middle' },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    await expect(text.startsWith('This case')).toBe(true);
    await expect(text.endsWith('number.')).toBe(true);
    await expect(text).toContain('…');
  },
};

/** truncateText for fixed-width labels: width 6, CJK counting 2. */
export const TruncateText: Story = {
  render: () => (
    <ul style={{ color: 'var(--sb-color-text)', fontFamily: 'var(--sb-font-family)' }}>
      {['开箱大吉利', 'DragonLore', 'AK开箱子', 'Phần thưởng'].map((name) => (
        <li key={name}>
          {name} → {truncateText(name)}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('开箱大吉利 → 开箱大…')).toBeVisible();
  },
};

/** Visual baseline: end, start and middle cuts, one and two lines, expandable or not. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['end', 'start', 'middle'] as const}
      columns={['1 row', '2 rows', 'expandable', 'expanded'] as const}
      cell={(position, column) => (
        <Ellipsis
          content={position === 'end' ? ZH : EN}
          position={position}
          rows={column === '1 row' ? 1 : 2}
          expandable={column === 'expandable' || column === 'expanded'}
          defaultExpanded={column === 'expanded'}
          style={{ width: 150 }}
        />
      )}
    />
  ),
};
