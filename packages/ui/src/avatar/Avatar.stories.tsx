import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Avatar, AVATAR_SIZES, DEFAULT_AVATAR, type AvatarSize } from './Avatar';

/** A ring drawn as a frame picture, so the stories need no network. */
const FRAME =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E%3Ccircle cx='50' cy='50' r='44' fill='none' stroke='%23f5b70a' stroke-width='6'/%3E%3C/svg%3E";

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { alt: '玩家一号', size: 'one' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture: the default one is shown. */
export const DefaultPicture: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '玩家一号' })).toHaveAttribute(
      'src',
      DEFAULT_AVATAR,
    );
  },
};

export const WithFrame: Story = { args: { avaterFrame: FRAME } };

/** A streamer on mobile: the flag replaces the frame. */
export const StreamerOnMobile: Story = {
  args: { avaterFrame: FRAME, isAnchor: true, mobile: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('主播')).toBeInTheDocument();
  },
};

/** Visual baseline: a few sizes, plain, framed and as a streamer on mobile. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['m-head-200', 'one', 'header', 'timing'] as readonly AvatarSize[]}
      columns={['plain', 'frame', 'streamer mobile'] as const}
      cell={(size, column) => (
        <div style={{ padding: AVATAR_SIZES[size] * 0.2 }}>
          <Avatar
            size={size}
            avaterFrame={column === 'plain' ? 0 : FRAME}
            isAnchor={column === 'streamer mobile'}
            mobile
          />
        </div>
      )}
    />
  ),
};
