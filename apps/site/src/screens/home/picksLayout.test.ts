import { describe, expect, it } from 'vitest';
import { bandColumns, leadSpansRow } from './picksLayout';

describe('picks layout', () => {
  it('gives every featured and hot card a desktop column of the band, none left empty', () => {
    expect([0, 1, 2, 3, 4].map((hot) => bandColumns(4, hot))).toEqual([4, 5, 6, 7, 8]);
  });

  it('lets the first card span the row on a phone when the count is odd', () => {
    expect([1, 2, 3, 4].map(leadSpansRow)).toEqual([true, false, true, false]);
  });
});
