import { describe, expect, it } from 'vitest';
import {
  TRUNCATE_ELLIPSIS,
  TRUNCATE_LATIN_WIDTH,
  TRUNCATE_LIMIT,
  TRUNCATE_WIDE_WIDTH,
  charWidth,
  textWidth,
  truncateText,
} from './truncateText';

describe('truncateText', () => {
  it('has the SPEC default limit of 6', () => {
    expect(TRUNCATE_LIMIT).toBe(6);
    expect(truncateText('abcdefgh')).toBe(`abcdef${TRUNCATE_ELLIPSIS}`);
  });

  it('counts a non-Latin character as width 2', () => {
    expect(TRUNCATE_WIDE_WIDTH).toBe(2);
    expect(TRUNCATE_LATIN_WIDTH).toBe(1);
    expect(charWidth('开')).toBe(2);
    expect(charWidth('가')).toBe(2);
    expect(charWidth('a')).toBe(1);
    // 3 Chinese characters fill the 6 of width; the fourth is cut.
    expect(truncateText('开箱大吉利')).toBe(`开箱大${TRUNCATE_ELLIPSIS}`);
    expect(truncateText('프리미엄상자')).toBe(`프리미${TRUNCATE_ELLIPSIS}`);
  });

  it('appends the ellipsis character only when it cut something', () => {
    expect(TRUNCATE_ELLIPSIS).toBe('…');
    expect(truncateText('开箱大')).toBe('开箱大');
    expect(truncateText('AK-47')).toBe('AK-47');
    expect(truncateText('')).toBe('');
  });

  it('mixes widths: Latin 1, others 2', () => {
    expect(textWidth('AK开箱')).toBe(6);
    expect(truncateText('AK开箱子')).toBe(`AK开箱${TRUNCATE_ELLIPSIS}`);
    // 'A' (1) + '开' (2) + '箱' (2) = 5; the next '子' would make 7.
    expect(truncateText('A开箱子')).toBe(`A开箱${TRUNCATE_ELLIPSIS}`);
  });

  it('treats Vietnamese letters, precomposed or combining, as Latin', () => {
    expect(charWidth('ệ')).toBe(1);
    expect(charWidth('ă')).toBe(1);
    expect(charWidth('é')).toBe(1);
    expect(textWidth('e\u0302\u0323')).toBe(1);
    expect(truncateText('Phần thưởng')).toBe(`Phần t${TRUNCATE_ELLIPSIS}`);
  });

  it('never splits an emoji', () => {
    expect(truncateText('🎁🎁🎁🎁')).toBe(`🎁🎁🎁${TRUNCATE_ELLIPSIS}`);
    expect(truncateText('ab🎁🎁🎁', 5)).toBe(`ab🎁${TRUNCATE_ELLIPSIS}`);
  });

  it('takes another limit', () => {
    expect(truncateText('Dragon Lore', 10)).toBe(`Dragon Lor${TRUNCATE_ELLIPSIS}`);
    expect(truncateText('开箱大吉利', 4)).toBe(`开箱${TRUNCATE_ELLIPSIS}`);
    expect(truncateText('开箱', 3)).toBe(`开${TRUNCATE_ELLIPSIS}`);
  });
});
