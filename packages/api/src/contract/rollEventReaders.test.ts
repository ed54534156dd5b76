// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rollEvents } from './roll';
import { rollEventReaders } from './rollEventReaders';

const participant = {
  userId: 7,
  nickName: 'Ann',
  avater: '',
  avaterFrame: '',
  isAnchor: false,
  joinedAt: '2026-11-29T09:06:04.123Z',
};
const samples: Record<keyof typeof rollEvents, unknown[]> = {
  joined: [
    participant,
    { ...participant, extra: 1 },
    { ...participant, joinedAt: '2026-11-31T00:00:00Z' },
    { ...participant, isAnchor: 0 },
    { ...participant, userId: 0 },
    null,
  ].flatMap((p) =>
    [1, 0, '2'].map((participants) => ({ rollId: 3, participant: p, participants })),
  ),
  drawn: ['open', 'drawn', 'returned', 'gone', null].map((status) => ({ rollId: 3, status })),
};

describe('the roll events read without zod', () => {
  it.each(Object.keys(samples) as (keyof typeof samples)[])(
    'take and give what the contract does: %s',
    (event) => {
      for (const sample of [...samples[event], {}, null, [], 'x']) {
        const parsed = rollEvents[event].safeParse(sample);
        expect(rollEventReaders[event](sample), JSON.stringify(sample)).toEqual(
          parsed.success ? parsed.data : null,
        );
      }
    },
  );
});
