import { describe, expect, it } from 'vitest';
import { ellipsize, shorten } from './ellipsize';

/** Fits when at most `max` code points long. */
const upTo = (max: number) => (text: string) => Array.from(text).length <= max;

describe('ellipsize', () => {
  it('returns text that fits unchanged', () => {
    expect(ellipsize('short', upTo(10))).toEqual({ text: 'short', truncated: false });
  });

  it('keeps the longest head that fits with the dots at the end', () => {
    expect(ellipsize('abcdefghij', upTo(6))).toEqual({ text: 'abcde…', truncated: true });
  });

  it('keeps the tail at the start position', () => {
    expect(ellipsize('abcdefghij', upTo(6), { position: 'start' }).text).toBe('…fghij');
  });

  it('keeps both ends at the middle position', () => {
    expect(ellipsize('abcdefghij', upTo(6), { position: 'middle' }).text).toBe('abc…ij');
  });

  it('leaves room for the action text', () => {
    expect(ellipsize('abcdefghij', upTo(8), { suffix: 'More' }).text).toBe('abc…');
  });

  it('takes other dots', () => {
    expect(ellipsize('abcdefghij', upTo(6), { dots: '...' }).text).toBe('abc...');
  });

  it('never splits an emoji or keeps less than nothing', () => {
    expect(ellipsize('🎁🎁🎁🎁', upTo(3)).text).toBe('🎁🎁…');
    expect(ellipsize('abc', () => false).text).toBe('…');
  });

  it('shortens around the middle, the extra character at the head', () => {
    expect(shorten(Array.from('abcdefg'), 3, 'middle', '…')).toBe('ab…g');
  });
});
