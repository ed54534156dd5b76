import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockStore } from '../testing/mockStore';
import { ScreenStory } from '../testing/ScreenStory';
import { playerRoutes, sliderChallenge, userInfo } from '../testing/accountFixtures';
import { BindPhoneView } from './BindPhoneView';
import { RegisterPacketView } from './RegisterPacketView';

/** The app-wide views the stores open over any page. */
const meta = {
  title: 'Site/App/Views',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: () =>
      mockStore({
        token: 'story',
        routes: {
          ...playerRoutes(userInfo({ hasRegisterPacket: true })),
          '/api/user/registerReward': () => ({ money: '8.88', skinsUrl: '', name: '', grade: '' }),
        },
      }),
    prepare: (store) => store.user.loadInfo(),
    path: '/m/home',
    screen: <RegisterPacketView />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegisterPacket: Story = {};

export const BindPhone: Story = {
  args: {
    store: () =>
      mockStore({ token: 'story', routes: { '/api/auth/getGraphicCode': () => sliderChallenge } }),
    prepare: async (store) => store.ui.openBindPhone(),
    screen: <BindPhoneView />,
  },
};
