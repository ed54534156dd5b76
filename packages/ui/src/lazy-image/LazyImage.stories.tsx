import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { LazyImage } from './LazyImage';
import { createLazyLoadManager } from './lazyLoadManager';

/** A small inline picture (no network): a gold case on a dark tile. */
const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#252837"/><rect x="30" y="22" width="60" height="40" rx="6" fill="${fill}"/><rect x="52" y="16" width="16" height="8" rx="2" fill="${fill}"/></svg>`,
  )}`;
const CASE = svg('#f5b70a');
const ERROR_IMAGE = svg('#ff4d4f');
/** Decodes to nothing, so the browser reports an error on every attempt. */
const BROKEN = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Display/LazyImage',
  component: LazyImage,
  tags: ['autodocs'],
  args: {
    src: CASE,
    alt: '武器箱 Weapon case',
    width: 120,
    height: 80,
    onLoad: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: loads through the shared manager and reports onLoad. */
export const Loads: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onLoad).toHaveBeenCalledTimes(1));
    const image = within(canvasElement).getByRole('img', { name: '武器箱 Weapon case' });
    await expect(image).toHaveAttribute('src', CASE);
  },
};

/** A URL that never decodes: three attempts, then the error image and onError. */
export const FallsBackToError: Story = {
  args: { src: BROKEN, error: ERROR_IMAGE, alt: 'Broken' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('img', { name: 'Broken' })).toHaveAttribute(
      'src',
      ERROR_IMAGE,
    );
  },
};

/** Below the fold: nothing loads until the list scrolls it near. */
export const InAScrollingList: Story = {
  args: { src: svg('#8847ff'), alt: 'Below the fold' },
  render: (args) => (
    <div data-testid="scroller" style={{ height: 200, overflowY: 'auto' }}>
      <div style={{ height: 1200 }} />
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    await expect(args.onLoad).not.toHaveBeenCalled();
    scroller.scrollTop = 1100;
    scroller.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
  },
};

const loaded = createLazyLoadManager({ loadImage: () => {} });
loaded.remember(CASE);
const pending = createLazyLoadManager({ loadImage: () => {} });
const failed = createLazyLoadManager({ loadImage: (_src, _load, fail) => fail() });

/** Visual baseline: each state, fitted and round; nothing loads from the network. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['contain', 'cover', 'round'] as const}
      columns={['loading', 'loaded', 'error', 'error image'] as const}
      cell={(row, column) => (
        <LazyImage
          src={CASE}
          alt={`${row} ${column}`}
          width={64}
          height={64}
          fit={row === 'contain' ? 'contain' : 'cover'}
          round={row === 'round'}
          error={column === 'error image' ? ERROR_IMAGE : undefined}
          manager={column === 'loading' ? pending : column === 'loaded' ? loaded : failed}
        />
      )}
    />
  ),
};
