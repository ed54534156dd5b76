import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { STORY_ITEMS, storyItem } from '../testing/storyItems';
import { ItemTile } from './ItemTile';

const meta = {
  title: 'Business/ItemTile',
  component: ItemTile,
  tags: ['autodocs'],
  args: { ...storyItem('Redline') },
} satisfies Meta<typeof ItemTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Classified: Story = {};

/** A knife is a ★ special: gold, not the Covert red of its game files. */
export const Special: Story = {
  args: { ...storyItem('Karambit') },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByText('★ Karambit | Fade').parentElement;
    await expect(getComputedStyle(tile as Element).borderBottomColor).toBe('rgb(228, 174, 57)');
  },
};

/** Visual baseline: each rarity at each size. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={STORY_ITEMS.map((item) => item.name)}
      columns={['small', 'medium', 'large'] as const}
      cell={(name, size) => <ItemTile {...storyItem(name)} size={size} eager />}
    />
  ),
};

/**
 * Visual baseline of a grid's tiles: filling their cells, with a note, and as toggles picked or
 * not (the bag and the mall).
 */
export const GridStates: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['plain', 'note', 'toggle', 'picked'] as const}
      columns={['Redline', 'Karambit'] as const}
      cell={(state, name) => (
        <div style={{ width: 150 }}>
          <ItemTile
            {...storyItem(name)}
            fill
            eager
            note={state === 'plain' ? undefined : '0.26 %'}
            selected={state === 'picked'}
            onToggle={state === 'toggle' || state === 'picked' ? () => {} : undefined}
          />
        </div>
      )}
    />
  ),
};
