import type { GoodsSummary } from '@skinbox/api';
import type { ApiAnswer } from './api';
import { apiCaller } from './api';
import { playerWithCoins, siteBoxId } from './players';
import type { TestServer } from './testServer';

/** How many of each call the race sends at once (issue 27: 20 + 20 + 20 answered 44 × 500). */
export const RACE_EACH = 20;

/**
 * Issue 27's seed-change race: one player sends RACE_EACH client-seed changes, box openings and
 * lucky tries at once, each of which takes the player's active seed pair while the changes
 * retire it. Returns every answer, labelled by its call.
 */
export async function raceSeedChanges(server: TestServer) {
  const player = await playerWithCoins(server, 100_000n);
  const visitor = apiCaller(server);
  const goods = await visitor<{ list: GoodsSummary[] }>('/api/lucky/goods', { minPrice: '1' });
  const target = goods.data.list[0];
  if (!target) throw new Error('no lucky target');
  const boxId = await siteBoxId(server, 1);
  await player.call('/api/fairness/current');
  const labelled = (label: string) => (answer: ApiAnswer) => ({ label, ...answer });
  const calls = Array.from({ length: RACE_EACH }, (_, i) => [
    player
      .call('/api/fairness/changeClientSeed', { clientSeed: `race-${i}` })
      .then(labelled('change')),
    player.call('/api/box/open', { boxId, count: 1 }).then(labelled('open')),
    player.call('/api/lucky/try', { goodsId: target.goodsId, chance: 20 }).then(labelled('lucky')),
  ]).flat();
  return { player, answers: await Promise.all(calls) };
}
