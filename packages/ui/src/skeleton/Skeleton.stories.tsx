import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CaseCard } from '../case-card/CaseCard';
import { CaseCardSkeleton } from '../case-card/CaseCardSkeleton';
import { ItemTile } from '../item-tile/ItemTile';
import { ItemTileSkeleton } from '../item-tile/ItemTileSkeleton';
import { Price } from '../price/Price';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { storyArt, storyItem } from '../testing/storyItems';
import { Skeleton, SkeletonRegion } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: 160, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Still: Story = { args: { animated: false } };

/** A region of blocks is one busy status, named by the kit's loading label. */
export const Region: Story = {
  render: (args) => (
    <SkeletonRegion css={{ display: 'grid', gap: 8, width: 200 }}>
      <Skeleton {...args} aspectRatio="4 / 3" />
      <Skeleton {...args} shape="text" width="70%" />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent(/.+/);
  },
};

const pairStyle = { display: 'grid', gridTemplateColumns: 'repeat(2, 140px)', gap: 8 } as const;

/** A tile's skeleton is exactly as tall as the tile that replaces it: nothing moves. */
export const TileAndItsSkeleton: Story = {
  render: () => (
    <div css={pairStyle}>
      <ItemTileSkeleton fill data-testid="skeleton" />
      <div>
        <ItemTile fill {...storyItem('Redline')} data-testid="tile" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton').getBoundingClientRect();
    const tile = canvas.getByTestId('tile').getBoundingClientRect();
    await expect(skeleton.height).toBeCloseTo(tile.height, 0);
    await expect(skeleton.width).toBeCloseTo(tile.width, 0);
  },
};

/** A case card's skeleton is exactly as tall as the card. */
export const CardAndItsSkeleton: Story = {
  render: () => (
    <div css={{ ...pairStyle, gridTemplateColumns: 'repeat(2, 160px)' }}>
      <CaseCardSkeleton fill data-testid="skeleton" />
      <div>
        <CaseCard
          fill
          name="Chroma Case"
          image={storyArt('#d32ce6')}
          price="12.50"
          href="#box"
          data-testid="card"
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton').getBoundingClientRect();
    const card = canvas.getByTestId('card').getBoundingClientRect();
    await expect(skeleton.height).toBeCloseTo(card.height, 0);
  },
};

/** Visual baseline: each shape, moving and still, bare and standing for content. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['rect', 'text', 'circle', 'content', 'tile', 'card'] as const}
      columns={['animated', 'still'] as const}
      cell={(row, column) => {
        const animated = column === 'animated';
        if (row === 'tile')
          return <ItemTileSkeleton animated={animated} lines={{ price: true, note: true }} />;
        if (row === 'card') return <CaseCardSkeleton animated={animated} />;
        if (row === 'content')
          return (
            <Skeleton animated={animated} shape="text">
              <Price value="1234.56" />
            </Skeleton>
          );
        return (
          <Skeleton
            animated={animated}
            shape={row}
            width={row === 'circle' ? 40 : 120}
            height={row === 'rect' ? 60 : undefined}
          />
        );
      }}
    />
  ),
};
