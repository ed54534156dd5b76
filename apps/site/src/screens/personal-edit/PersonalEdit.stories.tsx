import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../testing/ScreenStory';
import { loadPlayer, playerStore } from '../../testing/playerStories';
import { PersonalEdit } from './PersonalEdit';

/** Mobile only: on desktop this page's sections sit on /p/me/personal (see Personal). */
const meta = {
  title: 'Site/Account/PersonalEdit',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: {
    store: playerStore(),
    prepare: loadPlayer,
    path: '/m/personalEdit',
    screen: <PersonalEdit />,
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {};
