import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { QUALITY_GRADES, Tag } from './Tag';

const meta = {
  title: 'Display/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: '标签', type: 'primary' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

/** A quality badge takes its grade's rarity colour on its border and as a tint behind white text. */
export const Quality: Story = {
  args: { quality: 'covert', children: '隐秘 Covert' },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText('隐秘 Covert');
    await expect(tag).toHaveAttribute('data-quality', 'covert');
    await expect(getComputedStyle(tag).borderTopColor).toBe('rgb(235, 75, 75)');
    await expect(getComputedStyle(tag).color).toBe('rgb(255, 255, 255)');
  },
};

/** Visual baseline: every quality grade and type in each style. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={[...QUALITY_GRADES, 'primary', 'danger'] as const}
      columns={['filled', 'plain', 'round', 'mark'] as const}
      cell={(row, style) => (
        <Tag
          quality={row === 'primary' || row === 'danger' ? undefined : row}
          type={row === 'primary' || row === 'danger' ? row : 'default'}
          plain={style === 'plain'}
          round={style === 'round'}
          mark={style === 'mark'}
        >
          {row}
        </Tag>
      )}
    />
  ),
};
