import type { Meta, StoryObj } from '@storybook/react-vite';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { BattleHelpView } from './BattleHelpView';

/** /m/battle/battleHelp: how battles are played. */
const meta = {
  title: 'Site/Game/Battle/Help',
  component: BattleHelpView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BattleHelpView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Help: Story = {};
