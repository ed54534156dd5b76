import { describe, expect, it } from 'vitest';
import { shareCents, vipPacketCents } from './amounts';
import { packetState } from './state';

describe('red packet amounts', () => {
  it('pays a share in basis points of the basis, rounded down, at most the cap', () => {
    // 0.20 % of 1234.56 coins is 2.469…: 2.46.
    expect(shareCents(123_456n, 20, 18_800n)).toBe(246n);
    expect(shareCents(100_000_000n, 20, 18_800n)).toBe(18_800n);
    expect(shareCents(49n, 20, 18_800n)).toBe(0n);
    expect(shareCents(0n, 20, 18_800n)).toBe(0n);
    expect(shareCents(-5_000n, 30, 28_800n)).toBe(0n);
  });

  it('pays a VIP packet by level, the table’s last amount above it, nothing at VIP0', () => {
    const levels = [18n, 28n, 38n];
    expect(vipPacketCents(levels, 0)).toBe(0n);
    expect(vipPacketCents(levels, 1)).toBe(18n);
    expect(vipPacketCents(levels, 3)).toBe(38n);
    expect(vipPacketCents(levels, 10)).toBe(38n);
    expect(vipPacketCents([], 5)).toBe(0n);
  });
});

describe('red packet states (SPEC section 4)', () => {
  it('is received once taken, else receivable when its condition holds, else locked', () => {
    expect(packetState(true, true)).toBe('received');
    expect(packetState(true, false)).toBe('received');
    expect(packetState(false, true)).toBe('receivable');
    expect(packetState(false, false)).toBe('locked');
  });
});
