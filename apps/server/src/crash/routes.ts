import { centsToMoney, crash, moneyToCents } from '@skinbox/api';
import type { ModuleDeps } from '../platform/deps';
import { route } from '../http/route';
import { escapeRound, placeBet } from './actions';
import { publishCrashEvent } from './events';
import {
  betOf,
  latestRound,
  myBet,
  pastRounds,
  playerBets,
  playerOf,
  publicPlayer,
  publicRound,
  roundById,
  roundPlayers,
} from './queries';
import { chainById, newestChainAfter, publicChain } from './chain';
import { AppError } from '../http/errors';

/** How many crashed rounds the state call brings for the history strip. */
const HISTORY_STRIP = 20;

/** Crash calls: state, bet, escape, history, myBets, verify (GAMES.md section 2). */
export function registerCrash(
  { app, db, hub, config: { crash: config } }: ModuleDeps,
  clock: () => number = Date.now,
) {
  route(app, crash.state, async (_input, { userId }) => {
    const [round, history] = await Promise.all([
      latestRound(db),
      pastRounds(db, { page: 1, pageSize: HISTORY_STRIP }),
    ]);
    const [players, bet, chain, nextChain] = await Promise.all([
      round ? roundPlayers(db, round.id) : [],
      round && userId !== null ? betOf(db, round.id, userId) : null,
      round ? chainById(db, round.chainId) : newestChainAfter(db, null),
      round ? newestChainAfter(db, round.chainId) : null,
    ]);
    return {
      serverTime: new Date(clock()).toISOString(),
      round: round ? publicRound(round) : null,
      players,
      myBet: bet ? myBet(bet) : null,
      history: history.list,
      chain: chain ? publicChain(chain) : null,
      nextChain: nextChain ? publicChain(nextChain) : null,
      limits: {
        minBet: centsToMoney(config.minBetCents),
        maxBet: centsToMoney(config.maxBetCents),
        maxProfit: centsToMoney(config.maxProfitCents),
      },
      bettingMs: config.bettingMs,
      pauseMs: config.pauseMs,
    };
  });

  route(app, crash.bet, async (input, { userId }) => {
    const placed = await placeBet(db, config, {
      userId,
      stakeCents: input.stake === undefined ? 0n : moneyToCents(input.stake),
      autoCashOut: input.autoCashOut,
      now: clock(),
    });
    const player = publicPlayer(placed.bet, await playerOf(db, placed.bet.userId));
    publishCrashEvent(hub, 'crash.bet', { roundId: placed.round.id, player });
    return {
      roundId: placed.round.id,
      betId: placed.bet.id,
      amount: centsToMoney(placed.balanceCents),
    };
  });

  route(app, crash.escape, async (_input, { userId }) => {
    const escaped = await escapeRound(db, config, { userId, now: clock() });
    const player = publicPlayer(escaped.bet, await playerOf(db, escaped.bet.userId));
    publishCrashEvent(hub, 'crash.cashout', { roundId: escaped.round.id, player });
    return {
      roundId: escaped.round.id,
      multiplier: escaped.bet.cashedOutAt ?? 100,
      payout: player.payout ?? '0.00',
      amount: centsToMoney(escaped.balanceCents),
    };
  });

  route(app, crash.history, (input) => pastRounds(db, input));

  route(app, crash.myBets, (input, { userId }) => playerBets(db, userId, input));

  route(app, crash.verify, async ({ roundId }) => {
    const round = await roundById(db, roundId);
    if (!round) throw new AppError(404, 'errors.notFound');
    const [players, chain] = await Promise.all([
      roundPlayers(db, round.id),
      chainById(db, round.chainId),
    ]);
    return {
      ...publicRound(round),
      houseEdge: Number(round.houseEdge),
      position: round.position,
      terminalHash: chain?.terminalHash ?? '',
      salt: chain?.salt ?? null,
      players,
    };
  });
}
