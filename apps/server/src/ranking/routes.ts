import { centsToMoney, ranking } from '@skinbox/api';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { readPoolCents, settledDay } from './queries';
import {
  BOARD_SIZE,
  RANKING_PACKETS_CENTS,
  prizesFor,
  qualifyingTurnoverCents,
  rankTurnover,
  type Prize,
} from './rules/prizes';
import { turnoverByPlayer } from './turnover';
import { boardPeople } from '../platform/boardPeople';

/**
 * The daily prize board: today's live (with what each place would be paid if the day ended now)
 * and yesterday's (with what the settlement paid, once it ran).
 */
export function registerRanking({ app, db, clock }: ModuleDeps) {
  route(app, ranking.board, async ({ day }, { userId }) => {
    const now = clock.now();
    const today = clock.period('day', now);
    const period =
      day === 'today' ? today : clock.period('day', new Date(today.start.getTime() - 1));
    const until = day === 'today' ? now : period.end;
    const everyone = rankTurnover(await turnoverByPlayer(db, period.start, until), Infinity);
    const ranked = everyone.slice(0, BOARD_SIZE);
    const settled = day === 'yesterday' ? await settledDay(db, period.key) : undefined;
    const poolCents = settled?.poolCents ?? (await readPoolCents(db));
    const prizes: readonly Prize[] = settled?.prizes ?? prizesFor(ranked, poolCents);
    const personOf = await boardPeople(
      db,
      ranked.map((row) => row.userId),
    );
    const mine = userId === null ? undefined : everyone.find((row) => row.userId === userId);
    return {
      day,
      date: period.key,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      settled: settled !== undefined,
      pool: centsToMoney(poolCents),
      packets: RANKING_PACKETS_CENTS.map(centsToMoney),
      minTurnover: centsToMoney(qualifyingTurnoverCents(poolCents)),
      list: ranked.map((row) => {
        const prize = prizes.find((p) => p.userId === row.userId);
        return {
          rank: row.rank,
          userId: row.userId,
          ...personOf(row.userId),
          turnover: centsToMoney(row.cents),
          packet: centsToMoney(prize?.packetCents ?? 0n),
          poolShare: centsToMoney(prize?.poolCents ?? 0n),
        };
      }),
      me:
        userId === null
          ? null
          : { rank: mine?.rank ?? null, turnover: centsToMoney(mine?.cents ?? 0n) },
    };
  });
}
