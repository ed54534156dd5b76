import type { CrashMyBet, CrashPlayer } from '@skinbox/api';
import { CRASH_CHAIN_VECTOR, CRASH_SALT } from '@skinbox/fairness';
import type { Layout } from '../../layout/device';
import type { CrashScreen } from './useCrashScreen';

/**
 * The crash screen's states as a designer reviews them (stories) and the view tests render them:
 * every value fixed, the server's clock stopped at one instant, so a state looks the same on
 * every run.
 */
export type DesignerState =
  'betting' | 'running' | 'crashed' | 'cashedOut' | 'signedOut' | 'queued' | 'refused' | 'verified';

const [, , h3, terminal] = CRASH_CHAIN_VECTOR.chain;
const STARTS_AT = Date.parse('2026-11-24T12:00:06.000Z');
const NOW: Record<DesignerState, number> = {
  betting: STARTS_AT - 3200,
  signedOut: STARTS_AT - 3200,
  refused: STARTS_AT - 1500,
  // 7.5 s into the curve: 1.56x.
  running: STARTS_AT + 7500,
  cashedOut: STARTS_AT + 7500,
  queued: STARTS_AT + 7500,
  crashed: STARTS_AT + 30_000,
  verified: STARTS_AT + 30_000,
};

const player = (betId: number, nickName: string, stake: string, more: Partial<CrashPlayer> = {}) =>
  ({
    betId,
    nickName,
    avatar: '',
    stake,
    cashedOutAt: null,
    payout: null,
    status: 'active',
    ...more,
  }) satisfies CrashPlayer;

// Round 41 is h3 with CRASH_SALT (packages/fairness vectors): 14.76x.
const history = [1476, 132, 104, 1250, 188, 356, 100, 215, 147, 512].map((crashPoint, i) => ({
  roundId: 41 - i,
  crashPoint,
  hash: h3,
  startsAt: new Date(STARTS_AT - (i + 1) * 25_000).toISOString(),
}));

const noop = () => {};

export function designerState(state: DesignerState, layout: Layout = 'p'): CrashScreen {
  const crashed = state === 'crashed' || state === 'verified';
  const running = state === 'running' || state === 'cashedOut' || state === 'queued';
  const myBet: CrashMyBet | null =
    state === 'signedOut' || state === 'betting' || state === 'queued'
      ? null
      : {
          betId: 3,
          stake: '25.00',
          autoCashOut: state === 'refused' ? 200 : null,
          cashedOutAt: state === 'cashedOut' ? 150 : null,
          payout: state === 'cashedOut' ? '37.50' : null,
          status: state === 'cashedOut' ? 'cashed' : crashed ? 'lost' : 'active',
        };
  const players: CrashPlayer[] = [
    player(
      1,
      '大狙王',
      '120.00',
      running || crashed ? { status: 'cashed', cashedOutAt: 131, payout: '157.20' } : {},
    ),
    ...(myBet ? [player(3, 'Player0001', myBet.stake, myBet)] : []),
    player(2, 'AWP_Dragon', '18.00', crashed ? { status: 'lost' } : {}),
    player(
      4,
      '刀锋',
      '6.66',
      running || crashed ? { status: 'cashed', cashedOutAt: 112, payout: '7.45' } : {},
    ),
  ];
  return {
    layout,
    status: 'ready',
    retry: noop,
    phase: crashed ? 'crashed' : running ? 'running' : 'betting',
    round: {
      roundId: 42,
      commitment: terminal,
      startsAt: new Date(STARTS_AT).toISOString(),
      crashPoint: crashed ? 270 : null,
      hash: crashed ? h3 : null,
    },
    serverNow: () => NOW[state],
    animate: true,
    players,
    history,
    chain: {
      chainId: 3,
      terminalHash: terminal,
      rounds: 100_000,
      committedAt: new Date(STARTS_AT - 86_400_000).toISOString(),
      saltSource: '比特币区块 912345 的哈希',
      salt: CRASH_SALT,
      saltedAt: new Date(STARTS_AT - 79_200_000).toISOString(),
    },
    nextChain: null,
    limits: { minBet: '0.10', maxBet: '1000.00', maxProfit: '10000.00' },
    bettingMs: 6000,
    signedIn: state !== 'signedOut',
    balance: '1288.50',
    myBet,
    form: {
      stake: 25,
      setStake: noop,
      quick: noop,
      autoOn: state === 'refused',
      setAutoOn: noop,
      autoCashOut: 2,
      setAutoCashOut: noop,
      minStake: 0.1,
      maxStake: 1000,
    },
    busy: false,
    queued: state === 'queued',
    notice: state === 'refused' ? { tone: 'error', text: '游戏尚未开始，无法逃跑' } : null,
    placeBet: noop,
    cancelQueued: noop,
    escape: noop,
    verifier: {
      roundId: state === 'verified' ? '41' : '',
      setRoundId: noop,
      choose: noop,
      run: noop,
      running: false,
      round:
        state === 'verified'
          ? {
              roundId: 41,
              commitment: terminal,
              startsAt: new Date(STARTS_AT - 25_000).toISOString(),
              crashPoint: 1476,
              hash: h3,
              houseEdge: 0.01,
              position: 1,
              terminalHash: terminal,
              salt: CRASH_SALT,
              players: [],
            }
          : null,
      check:
        state === 'verified'
          ? {
              matchesCommitment: true,
              recomputedPoint: 1476,
              pointMatches: true,
              links: 1,
              chainHolds: true,
            }
          : null,
    },
  };
}
