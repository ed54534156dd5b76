// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { crashEvents } from './crash';
import { crashEventReaders } from './crashEventReaders';

const player = {
  betId: 3,
  nickName: 'Ann',
  avatar: '',
  stake: '1.00',
  cashedOutAt: null,
  payout: null,
  status: 'active',
};
const players = [
  player,
  { ...player, cashedOutAt: 250, payout: '2.50', status: 'cashed', extra: 1 },
  { ...player, cashedOutAt: 99 },
  { ...player, status: 'won' },
  { ...player, stake: '1' },
  { ...player, betId: 0 },
  { ...player, payout: undefined },
  { betId: 3 },
  null,
];
const instants = [
  '2026-11-29T09:06:04.123Z',
  '2026-11-29T09:06Z',
  '2024-02-29T00:00:00Z',
  '2025-02-29T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-11-29T24:00:00Z',
  '2026-11-29T09:60:00Z',
  '2026-11-29T09:06:60Z',
  '2026-11-29T09:06:04+01:00',
  '2026-11-29 09:06:04Z',
  '0000-01-01T00:00:00Z',
  '',
  0,
];
const ids = [1, 0, -2, 1.5, '1'];
const multipliers = [100, 250, 99, 100.5, '250', null];

const samples: { [E in keyof typeof crashEvents]: unknown[] } = {
  'crash.round': instants.flatMap((startsAt) =>
    ids.map((roundId) => ({ roundId, commitment: 'c', startsAt, crashPoint: null })),
  ),
  'crash.bet': players.flatMap((p) => ids.map((roundId) => ({ roundId, player: p }))),
  'crash.tick': multipliers.flatMap((multiplier) =>
    [0, 1200, -1, 0.5].map((elapsedMs) => ({ roundId: 1, elapsedMs, multiplier })),
  ),
  'crash.cashout': players.map((p) => ({ roundId: 1, player: p })),
  'crash.cashouts': [
    ...players.map((p) => ({ roundId: 1, players: [player, p] })),
    { roundId: 1, players: [] },
    { roundId: 1, players: player },
  ],
  'crash.crash': multipliers.flatMap((crashPoint) =>
    ['h', 3].map((hash) => ({ roundId: 1, crashPoint, hash })),
  ),
};

describe('the crash events read without zod', () => {
  it.each(Object.keys(samples) as (keyof typeof samples)[])(
    'take and give what the contract does: %s',
    (event) => {
      for (const sample of [...samples[event], {}, null, [], 'x']) {
        const parsed = crashEvents[event].safeParse(sample);
        expect(crashEventReaders[event](sample), JSON.stringify(sample)).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
    },
  );
});
