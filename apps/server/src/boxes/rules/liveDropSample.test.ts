// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newestOpenIds } from './liveDropSample';

describe('newestOpenIds', () => {
  it('keeps the highest ids, newest first, whatever order they came in', () => {
    expect(newestOpenIds([4, 9, 1, 7, 8, 2], 3)).toEqual([9, 8, 7]);
  });
  it('keeps every id when there are no more than the maximum', () => {
    expect(newestOpenIds([3, 5], 5)).toEqual([5, 3]);
  });
});
