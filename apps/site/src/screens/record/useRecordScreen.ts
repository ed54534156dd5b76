import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useGameApi } from '../../shared/gameApi';
import type { Entry, Ledger } from './rules';

export interface RecordScreen {
  layout: Layout;
  signedIn: boolean;
  ledger: Ledger;
  setLedger(ledger: Ledger): void;
  /** The chosen ledger's lines, page by page. */
  listing: Paged<Entry, PageOf<Entry>>;
}

/** The ledgers' state: the chosen ledger and its listing, asked for once the player is signed in. */
export function useRecordScreen(): RecordScreen {
  const layout = useLayout();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [ledger, setLedger] = useState<Ledger>('bill');
  const listing = usePaged<PageOf<Entry>>(
    layout,
    (page) =>
      ledger === 'goods'
        ? api.records.goodsRecords({ page })
        : ledger === 'ammo'
          ? api.records.ammoDetails({ page })
          : api.records.billDetails({ page }),
    ledger,
    signedIn,
  );
  return { layout, signedIn, ledger, setLedger, listing };
}
