import { useState } from 'react';
import { useDebounced } from '../frame/useDebounced';

/** How long typing must pause before the listing asks for the name typed. */
export const SEARCH_DELAY_MS = 300;

export interface GoodsSearch<Sort extends string = string> {
  /** The name search as typed; the listing asks for it, trimmed, once typing pauses. */
  name: string;
  setName(name: string): void;
  sort: Sort;
  setSort(sort: Sort): void;
  /** The search and order as a listing call takes them: a blank search and the default order left out. */
  query: { name?: string; sort?: Sort };
  /** A name is searched for: finding nothing is then no match, not an empty listing. */
  searching: boolean;
}

/**
 * A goods listing's (bag, mall) name search and order, kept in the one row above it. `sorts` are
 * the listing's orders from the contract, its default first; `onChange` runs on every change.
 */
export function useGoodsSearch<Sort extends string>(
  sorts: readonly [Sort, ...Sort[]],
  onChange?: () => void,
): GoodsSearch<Sort> {
  const [name, setName] = useState('');
  const [sort, setSort] = useState<Sort>(sorts[0]);
  const search = useDebounced(name.trim(), SEARCH_DELAY_MS);
  return {
    name,
    setName(next) {
      setName(next);
      onChange?.();
    },
    sort,
    setSort(next) {
      setSort(next);
      onChange?.();
    },
    query: { ...(search ? { name: search } : {}), ...(sort !== sorts[0] ? { sort } : {}) },
    searching: search !== '',
  };
}
