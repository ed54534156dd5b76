import { describe, expect, it } from 'vitest';
import { designerRoom, STARTED_AT } from '../battle-common/designerRooms';
import {
  leadShares,
  leaderOf,
  nextChangeAt,
  roundOutcome,
  seatTotals,
  settlementOf,
  showOf,
  winnings,
} from './show';

const running = designerRoom('rolling').detail;
const at = (ms: number) => STARTED_AT + ms;

describe('the show clock of a room', () => {
  it('waits, counts down 3 s, spins each round 4 s, and settles once the last stands', () => {
    expect(showOf(designerRoom('waiting').detail, at(0))).toEqual({ phase: 'waiting' });
    expect(showOf(running, at(1000))).toEqual({ phase: 'countdown', msLeft: 2000 });
    expect(showOf(running, at(3000))).toEqual({
      phase: 'rolling',
      round: 1,
      msLeft: 4000,
      landed: 0,
    });
    expect(showOf(running, at(8500))).toEqual({
      phase: 'rolling',
      round: 2,
      msLeft: 2500,
      landed: 1,
    });
    expect(showOf(running, at(15_000))).toEqual({ phase: 'settling', landed: 3 });
    expect(showOf(designerRoom('victory').detail, at(15_000))).toEqual({
      phase: 'over',
      landed: 3,
    });
    expect(showOf(designerRoom('dissolved').detail, at(0))).toEqual({ phase: 'dissolved' });
  });

  it('shows a late viewer of a finished battle its end at once', () => {
    expect(showOf(designerRoom('victory').detail, at(3_600_000))).toEqual({
      phase: 'over',
      landed: 3,
    });
  });

  it('names the next moment the picture changes on its own', () => {
    expect(nextChangeAt(running, at(1000))).toBe(at(3000));
    expect(nextChangeAt(running, at(8500))).toBe(at(11_000));
    expect(nextChangeAt(running, at(15_000))).toBeNull();
  });
});

describe('totals and the winner', () => {
  it('adds only the rounds that stand, exactly', () => {
    expect(Object.fromEntries(seatTotals(running, 1))).toEqual({
      1: '58.00',
      2: '12.40',
      3: '1.20',
    });
    expect(Object.fromEntries(seatTotals(running, 2))).toEqual({
      1: '59.20',
      2: '180.40',
      3: '13.60',
    });
  });

  it('leads classic by the highest and clown by the lowest, and nobody on an even top', () => {
    const totals = seatTotals(running, 2);
    expect(leaderOf('classic', totals, 2)).toBe(2);
    expect(leaderOf('clown', totals, 2)).toBe(3);
    expect(leaderOf('classic', totals, 0)).toBeNull();
    const tie = designerRoom('tie').detail;
    expect(leaderOf('classic', seatTotals(tie, 3), 3)).toBeNull();
  });

  it('gives the winner every drop, and nobody anything on a tie', () => {
    expect(winnings(designerRoom('victory').detail)).toHaveLength(9);
    expect(winnings(designerRoom('tie').detail)).toEqual([]);
  });
});

describe('the settlement of a finished battle', () => {
  it('gives the winner every drop, the others nothing, each seat its stake back in the net', () => {
    // Seat totals 58.00 + 1.20 + 0.35, 12.40 + 168.00 + 1.20, 1.20 + 12.40 + 12.40; seat 2 wins.
    const rows = settlementOf(designerRoom('victory').detail);
    expect(rows).toEqual([
      { seat: 1, stake: '52.50', take: '0.00', net: '-52.50' },
      { seat: 2, stake: '52.50', take: '267.15', net: '214.65' },
      { seat: 3, stake: '52.50', take: '0.00', net: '-52.50' },
    ]);
  });

  it('lets each seat keep its own drops on a tie', () => {
    const rows = settlementOf(designerRoom('tie').detail);
    expect(rows.map((row) => row.take)).toEqual(['13.95', '13.95', '1.90']);
    expect(rows.map((row) => row.net)).toEqual(['-38.55', '-38.55', '-50.60']);
  });

  it('shows a winner who took home less than the stake as down', () => {
    const detail = { ...designerRoom('victory').detail, cost: '300.00' };
    expect(settlementOf(detail).find((row) => row.seat === 2)?.net).toBe('-32.85');
  });
});

describe('the lead bars', () => {
  const totals = new Map([
    [1, '10.00'],
    [2, '40.00'],
    [3, '20.00'],
  ]);

  it('measure each total against the highest in classic', () => {
    expect([...leadShares('classic', totals)]).toEqual([
      [1, 0.25],
      [2, 1],
      [3, 0.5],
    ]);
  });

  it('give the lowest total the longest bar in clown', () => {
    expect([...leadShares('clown', totals)]).toEqual([
      [1, 1],
      [2, 0],
      [3, 2 / 3],
    ]);
  });

  it('are empty before anything stands', () => {
    expect([
      ...leadShares(
        'classic',
        new Map([
          [1, '0.00'],
          [2, '0.00'],
        ]),
      ),
    ]).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });
});

describe('the outcome of the last round that stands', () => {
  it('is nothing before a round stands, then the round, the seat ahead and its total', () => {
    expect(roundOutcome(running, showOf(running, at(1000)))).toBeNull();
    const show = showOf(running, at(7000));
    const totals = seatTotals(running, 1);
    const leader = leaderOf(running.mode, totals, 1);
    expect(roundOutcome(running, show)).toEqual({
      round: 1,
      leader,
      total: leader === null ? '0.00' : totals.get(leader),
    });
    expect(roundOutcome(running, showOf(running, at(15_000)))?.round).toBe(3);
  });
});
