import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { designerLobby } from '../battle-common/designerRooms';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { expectCardsFitTheSkeleton } from '../../testing/skeletonFit';
import { BattleLobbyView, ROOM_CARD_SKELETON_PX } from './BattleLobbyView';
import { ANY_ROOM } from './useBattleLobbyScreen';

const noop = () => {};

/** The lobby's view: open rooms under SPEC's battle filter. */
const meta = {
  title: 'Site/Game/Battle/Lobby',
  component: BattleLobbyView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'p',
    status: 'ready',
    retry: noop,
    rooms: designerLobby(),
    filter: ANY_ROOM,
    setFilter: noop,
    viewerId: 7,
    detailHref: '/p/battleDetail',
    createHref: '/p/createbattle',
  },
} satisfies Meta<typeof BattleLobbyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting room to join, an official clown room, a running room to watch. */
export const Rooms: Story = {
  args: { setFilter: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '小丑模式' }));
    await expect(args.setFilter).toHaveBeenCalledWith({ type: 0, subType: 2, roomSort: 1 });
    await expect(canvas.getByRole('link', { name: '加入 房间 #1031' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '观战 房间 #1029' })).toBeInTheDocument();
    await expectCardsFitTheSkeleton(
      [...canvasElement.querySelectorAll('ul[aria-live] > li')],
      ROOM_CARD_SKELETON_PX,
    );
  },
};

export const NoRooms: Story = { args: { rooms: [] } };

export const Mobile: Story = {
  args: { layout: 'm' },
  play: ({ canvasElement }) =>
    expectCardsFitTheSkeleton(
      [...canvasElement.querySelectorAll('ul[aria-live] > li')],
      ROOM_CARD_SKELETON_PX,
    ),
};

/** While the rooms load: four card-sized skeletons under the filter, announced as busy. */
export const Loading: Story = {
  args: { status: 'loading', rooms: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.children).toHaveLength(5);
  },
};

export const LoadingMobile: Story = { args: { status: 'loading', rooms: [], layout: 'm' } };
