import { BATTLE_GAME_VECTOR, sha256Hex } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { checkBattle, type BattleVerification } from './verify';

const goods = (goodsId: number) => ({
  goodsId,
  name: `Skin ${goodsId}`,
  image: '',
  price: '1.00',
  quality: 'milSpec' as const,
  exterior: null,
});

/** A box whose three items split the 100,000 tickets at 30,000 and 70,000. */
const box = {
  boxId: 5,
  type: 2 as const,
  category: 'battle',
  name: 'Duel',
  image: '',
  price: '3.00',
  items: [
    { goods: goods(1), probability: '30.0000', ticketFrom: 1, ticketTo: 30_000 },
    { goods: goods(2), probability: '40.0000', ticketFrom: 30_001, ticketTo: 70_000 },
    { goods: goods(3), probability: '30.0000', ticketFrom: 70_001, ticketTo: 100_000 },
  ],
};
const itemOf = (ticket: number) => (ticket <= 30_000 ? 1 : ticket <= 70_000 ? 2 : 3);

/** The fairness package's whole-battle vector, as the verify call would answer it. */
async function verification(): Promise<BattleVerification> {
  const { roomSeed, userCodes, publicSeed, tickets } = BATTLE_GAME_VECTOR;
  return {
    battleId: 9,
    serverSeed: roomSeed,
    serverSeedHash: await sha256Hex(roomSeed),
    userCodes: [...userCodes],
    publicSeed,
    rounds: tickets.map((row, r) => ({
      round: r + 1,
      boxId: box.boxId,
      drops: row.map((ticket, s) => ({ seat: s + 1, goods: goods(itemOf(ticket)), ticket })),
    })),
    boxes: [box],
  };
}

describe('checkBattle', () => {
  it('recomputes every round of the vector battle and finds it holds', async () => {
    const check = await checkBattle(await verification());
    expect(check).toMatchObject({
      seedMatches: true,
      publicSeed: BATTLE_GAME_VECTOR.publicSeed,
      publicSeedMatches: true,
      holds: true,
    });
    expect(check.rounds.map((r) => r.drops.map((d) => d.recomputedTicket))).toEqual(
      BATTLE_GAME_VECTOR.tickets,
    );
    expect(check.rounds[0]?.drops.map((d) => d.recomputedGoodsId)).toEqual([2, 3, 2]);
  });

  it('points at a changed drop, a changed user code and a seed that is not the committed one', async () => {
    const changedDrop = await verification();
    const first = changedDrop.rounds[1]?.drops[2];
    if (first) first.goods = goods(3);
    const dropCheck = await checkBattle(changedDrop);
    expect(dropCheck.holds).toBe(false);
    expect(dropCheck.rounds[1]?.drops.map((d) => d.matches)).toEqual([true, true, false]);

    const changedCode = await verification();
    changedCode.userCodes[1] = 'someone else';
    const codeCheck = await checkBattle(changedCode);
    expect(codeCheck.publicSeedMatches).toBe(false);
    expect(codeCheck.holds).toBe(false);

    const otherSeed = await verification();
    otherSeed.serverSeedHash = await sha256Hex('another seed');
    expect((await checkBattle(otherSeed)).seedMatches).toBe(false);
  });
});
