import type { Meta, StoryObj } from '@storybook/react-vite';
import { baseRoutes } from '../../testing/gameFixtures';
import { signedInStory, visitorStory } from '../../testing/screenStoryPlayers';
import { ScreenStory } from '../../testing/ScreenStory';
import { RECORDS, SEALED_ROLL, redPacketListing } from './fixtures';
import { RedPackets } from './RedPackets';

const routes = {
  ...baseRoutes(),
  '/api/redpacket/list': () => redPacketListing(),
  '/api/redpacket/records': () => RECORDS,
  '/api/fairness/verify': () => SEALED_ROLL,
};

const meta = {
  title: 'Site/Rewards/RedPackets',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signedInStory(routes),
    path: '/m/redpacket',
    screen: <RedPackets />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
export const Desktop: Story = { args: { path: '/p/redpacket' } };
/** A visitor sees the page and is asked to sign in. */
export const Visitor: Story = {
  args: visitorStory(routes),
};
