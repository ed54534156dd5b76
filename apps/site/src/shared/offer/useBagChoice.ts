import type { ApiResult, RucksackEntry } from '@skinbox/api';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { usePaged, type PageOf, type Paged } from '../frame/Paged';
import { sumMoney } from '../goods/money';

export interface BagChoice<P extends PageOf<RucksackEntry>> {
  listing: Paged<RucksackEntry, P>;
  chosen: ReadonlyMap<number, RucksackEntry>;
  toggle(entry: RucksackEntry): void;
  clear(): void;
  /** The chosen entries' ids, in the order chosen. */
  ids: number[];
  count: number;
  /** The chosen entries' summed price. */
  total: string;
}

/**
 * Bag entries to offer (replacement, contract, refining): the paged listing of what may be offered
 * and a multi-choice over it. `reloadKey` starts the listing again (after the offer went through).
 */
export function useBagChoice<P extends PageOf<RucksackEntry>>(
  layout: Layout,
  call: (page: number) => Promise<ApiResult<P>>,
  reloadKey: string,
  enabled: boolean,
): BagChoice<P> {
  const [chosen, setChosen] = useState<Map<number, RucksackEntry>>(new Map());
  const listing = usePaged<P, RucksackEntry>(layout, call, reloadKey, enabled);
  const entries = [...chosen.values()];
  return {
    listing,
    chosen,
    toggle(entry) {
      setChosen((current) => {
        const next = new Map(current);
        if (next.has(entry.id)) next.delete(entry.id);
        else next.set(entry.id, entry);
        return next;
      });
    },
    clear() {
      setChosen(new Map());
    },
    ids: [...chosen.keys()],
    count: entries.length,
    total: sumMoney(entries.map((e) => e.goods.price)),
  };
}
