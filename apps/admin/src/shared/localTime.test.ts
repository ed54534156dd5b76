import { describe, expect, it } from 'vitest';
import { localToIso } from './localTime';

describe('localToIso', () => {
  it('reads the field in the reader’s time zone', () => {
    expect(localToIso('2026-12-01T20:00')).toBe(new Date(2026, 11, 1, 20, 0).toISOString());
  });

  it('gives null for an empty or broken field', () => {
    expect(localToIso('')).toBeNull();
    expect(localToIso('tomorrow')).toBeNull();
  });
});
