import type { battle } from '@skinbox/api';
import { battleRolls, sha256Hex } from '@skinbox/fairness';

/** What the server gives the verify page: seeds, user codes, every round and the boxes' ranges. */
export type BattleVerification = ReturnType<typeof battle.verify.response.parse>;

export interface DropCheck {
  seat: number;
  /** The stored roll. */
  ticket: number;
  /** The roll the browser recomputed: roll('battle', roomSeed, publicSeed, round, seat). */
  recomputedTicket: number;
  goodsId: number;
  name: string;
  /** The item whose ticket range holds the recomputed ticket in the round's box. */
  recomputedGoodsId: number | null;
  matches: boolean;
}

export interface RoundCheck {
  round: number;
  boxId: number;
  boxName: string;
  drops: DropCheck[];
}

export interface BattleCheck {
  /** SHA-256 of the revealed room seed is the hash the room showed from its creation. */
  seedMatches: boolean;
  /** SHA-256 of the seats' user codes, joined with ':' in seat order. */
  publicSeed: string;
  publicSeedMatches: boolean;
  rounds: RoundCheck[];
  /** Every check above holds. */
  holds: boolean;
}

/**
 * Recomputes every round of a finished battle in the browser with @skinbox/fairness (GAMES.md
 * section 1): the room seed against its committed hash, the public seed from the user codes, then
 * each seat's roll of each round and the item of the round's box whose ticket range holds it.
 */
export async function checkBattle(verification: BattleVerification): Promise<BattleCheck> {
  const { serverSeed, serverSeedHash, userCodes, rounds } = verification;
  const [hash, recomputed] = await Promise.all([
    sha256Hex(serverSeed),
    battleRolls(serverSeed, userCodes, rounds.length),
  ]);
  const checked = rounds.map((round): RoundCheck => {
    const box = verification.boxes.find((b) => b.boxId === round.boxId);
    return {
      round: round.round,
      boxId: round.boxId,
      boxName: box?.name ?? String(round.boxId),
      drops: round.drops.map((drop): DropCheck => {
        const recomputedTicket = recomputed.rolls[round.round - 1]?.[drop.seat - 1]?.ticket ?? 0;
        const item = box?.items.find(
          (i) => recomputedTicket >= i.ticketFrom && recomputedTicket <= i.ticketTo,
        );
        const recomputedGoodsId = item?.goods.goodsId ?? null;
        return {
          seat: drop.seat,
          ticket: drop.ticket,
          recomputedTicket,
          goodsId: drop.goods.goodsId,
          name: drop.goods.name,
          recomputedGoodsId,
          matches: recomputedTicket === drop.ticket && recomputedGoodsId === drop.goods.goodsId,
        };
      }),
    };
  });
  const seedMatches = hash === serverSeedHash;
  const publicSeedMatches = recomputed.publicSeed === verification.publicSeed;
  return {
    seedMatches,
    publicSeed: recomputed.publicSeed,
    publicSeedMatches,
    rounds: checked,
    holds:
      seedMatches && publicSeedMatches && checked.every((r) => r.drops.every((d) => d.matches)),
  };
}
