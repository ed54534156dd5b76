import type { Meta, StoryObj } from '@storybook/react-vite';
import { DESIGNER_BOXES } from '../battle-common/designerRooms';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { BattleBoxDetailsView } from './BattleBoxesView';

/** battleBoxDetails' view: one box's items with odds and ticket ranges, the others to switch to. */
const meta = {
  title: 'Site/Game/Battle/Boxes',
  component: BattleBoxDetailsView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'p',
    boxes: DESIGNER_BOXES,
    chosen: DESIGNER_BOXES[0] ?? null,
    detailsHref: '/p/battleBoxDetails',
    createHref: '/p/createbattle',
  },
} satisfies Meta<typeof BattleBoxDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {};
export const NotFound: Story = { args: { chosen: null } };
export const Mobile: Story = { args: { layout: 'm' } };
