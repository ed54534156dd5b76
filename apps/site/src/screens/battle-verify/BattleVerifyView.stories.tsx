import type { Meta, StoryObj } from '@storybook/react-vite';
import { BATTLE_GAME_VECTOR, sha256Hex } from '@skinbox/fairness';
import { expect, within } from 'storybook/test';
import { DESIGNER_BOXES } from '../battle-common/designerRooms';
import { battleStoryFrame } from '../battle-common/storyFrame';
import { BattleVerifyView } from './BattleVerifyView';
import { checkBattle, type BattleVerification } from './verify';

const noop = () => {};
const box = DESIGNER_BOXES[0];

/** The fairness package's whole-battle vector, as the verify call answers it. */
async function vectorBattle(): Promise<BattleVerification> {
  const { roomSeed, userCodes, publicSeed, tickets } = BATTLE_GAME_VECTOR;
  const itemOf = (ticket: number) =>
    box?.items.find((i) => ticket >= i.ticketFrom && ticket <= i.ticketTo)?.goods;
  return {
    battleId: 1024,
    serverSeed: roomSeed,
    serverSeedHash: await sha256Hex(roomSeed),
    userCodes: [...userCodes],
    publicSeed,
    rounds: tickets.map((row, r) => ({
      round: r + 1,
      boxId: box?.boxId ?? 0,
      drops: row.flatMap((ticket, s) => {
        const goods = itemOf(ticket);
        return goods ? [{ seat: s + 1, goods, ticket }] : [];
      }),
    })),
    boxes: box ? [box] : [],
  };
}

/** /m/battleverify's view: a battle recomputed in the browser, every check shown. */
const meta = {
  title: 'Site/Game/Battle/Verify',
  component: BattleVerifyView,
  decorators: [battleStoryFrame],
  parameters: { layout: 'fullscreen' },
  args: {
    layout: 'm',
    battleId: '1024',
    setBattleId: noop,
    run: noop,
    running: false,
    verification: null,
    check: null,
  },
  loaders: [
    async () => {
      const verification = await vectorBattle();
      return { verification, check: await checkBattle(verification) };
    },
  ],
  render: (args, { loaded }) => (
    <BattleVerifyView
      {...args}
      verification={loaded.verification as BattleVerification}
      check={loaded.check as Awaited<ReturnType<typeof checkBattle>>}
    />
  ),
} satisfies Meta<typeof BattleVerifyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vector battle holds: the seed matches its hash, every round its roll. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('验证通过');
  },
};
