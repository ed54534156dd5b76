import type { Db } from '../db/database';
import type { LoopDefinition } from '../runtime/leader';
import type { RealtimeHub } from '../socket/hub';
import { cashOutReachedTargets, openNextRound, settleCrashedRound } from './actions';
import type { CrashConfig } from './config';
import { publishCrashEvent } from './events';
import { commitDemoChain } from './rotation';
import { UNKNOWN_PLAYER, latestRound, playersOf, publicPlayer, type BetRow } from './queries';
import { phaseAt } from './rules/phases';

export interface CrashLoopDeps {
  db: Db;
  hub: RealtimeHub;
  config: CrashConfig;
}

/**
 * One step of the game loop (GAMES.md section 2) at `now`: opens the next round once the last one's
 * pause is over, cashes out the targets the curve reached and sends a tick while a round runs, and
 * settles a round whose curve reached its crash point. Every decision comes from the stored round
 * and the time, and every change is a conditional update, so a step after a restart (or a step
 * a second process ran by mistake) settles an interrupted round once and changes nothing twice.
 */
export async function stepCrashLoop({ db, hub, config }: CrashLoopDeps, now: number) {
  const round = await latestRound(db);
  const phase = round
    ? phaseAt(
        { startsAt: round.startsAt.getTime(), crashPoint: round.crashPoint },
        now,
        config.pauseMs,
      )
    : null;

  if (!round || round.status === 'settled') {
    if (phase && phase.phase !== 'over') return;
    let next = await openNextRound(db, config, now);
    if (!next && config.demoChain) {
      await commitDemoChain(db);
      next = await openNextRound(db, config, now);
    }
    if (next) {
      publishCrashEvent(hub, 'crash.round', {
        roundId: next.id,
        commitment: next.commitment,
        startsAt: next.startsAt.toISOString(),
      });
    }
    return;
  }

  if (phase?.phase === 'betting') return;

  if (phase?.phase === 'running') {
    // The tick first: it says where the curve is now, and a mass cash-out's transaction must not
    // hold it back (clients correct their clocks from it). The payouts follow in one event.
    publishCrashEvent(hub, 'crash.tick', {
      roundId: round.id,
      elapsedMs: phase.elapsedMs,
      multiplier: phase.multiplier,
    });
    const cashed = await cashOutReachedTargets(db, config, round, phase.multiplier);
    await publishCashOuts({ db, hub }, round.id, cashed);
    return;
  }

  const cashed = await settleCrashedRound(db, config, round);
  if (cashed === null) return;
  await publishCashOuts({ db, hub }, round.id, cashed);
  publishCrashEvent(hub, 'crash.crash', {
    roundId: round.id,
    crashPoint: round.crashPoint,
    hash: round.hash,
  });
}

export async function publishCashOuts(
  { db, hub }: Pick<CrashLoopDeps, 'db' | 'hub'>,
  roundId: number,
  bets: readonly BetRow[],
) {
  if (bets.length === 0) return;
  const players = await playersOf(
    db,
    bets.map((bet) => bet.userId),
  );
  publishCrashEvent(hub, 'crash.cashouts', {
    roundId,
    players: bets.map((bet) => publicPlayer(bet, players.get(bet.userId) ?? UNKNOWN_PLAYER)),
  });
}

/** Waits `ms`, or less when `signal` aborts. */
function pause(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The game loop as a runtime loop (runtime/leader.ts): only the cluster's leader runs it, a step
 * every `tickMs` until leadership ends; the other processes relay its events through the hub. A
 * failed step (a database blip) is reported and the next one tries again, since every step starts
 * from the stored state: the game must not stop for one error.
 */
export function crashRoundsLoop(
  deps: CrashLoopDeps,
  { clock = Date.now, onError }: { clock?: () => number; onError: (error: unknown) => void },
): LoopDefinition {
  return {
    name: 'crash.rounds',
    async run(signal) {
      while (!signal.aborted) {
        try {
          await stepCrashLoop(deps, clock());
        } catch (error) {
          onError(error);
        }
        await pause(deps.config.tickMs, signal);
      }
    },
  };
}
