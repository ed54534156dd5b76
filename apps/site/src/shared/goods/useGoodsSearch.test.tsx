import { BAG_SORTS } from '@skinbox/api';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS, useGoodsSearch } from './useGoodsSearch';

describe('useGoodsSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the trimmed name only once typing has paused', () => {
    const { result } = renderHook(() => useGoodsSearch(BAG_SORTS));
    act(() => result.current.setName('  AK'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    act(() => result.current.setName('  AK-47 '));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.query).toEqual({});
    expect(result.current.searching).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.query).toEqual({ name: 'AK-47' });
    expect(result.current.searching).toBe(true);
  });

  it('leaves out a blank search and the default order', () => {
    const { result } = renderHook(() => useGoodsSearch(BAG_SORTS));
    expect(result.current.sort).toBe('newest');
    act(() => result.current.setName('   '));
    act(() => result.current.setSort('priceAsc'));
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(result.current.query).toEqual({ sort: 'priceAsc' });
    act(() => result.current.setSort('newest'));
    expect(result.current.query).toEqual({});
  });

  it('tells the listing of every change, e.g. to drop a choice', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useGoodsSearch(BAG_SORTS, onChange));
    act(() => result.current.setName('a'));
    act(() => result.current.setSort('priceDesc'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
