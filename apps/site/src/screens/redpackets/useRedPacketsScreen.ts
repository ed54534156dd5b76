import type { Api, ApiResult, RedPacketRecord } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type RedPacketListing = AnswerOf<Api['redPackets']['list']>;

/** What receiving a packet gave, shown until the player closes it. */
export interface Won {
  amount: string;
  /** A password packet's place among its claimants. */
  place?: { seq: number; count: number };
}

export interface RedPacketsScreen {
  layout: Layout;
  signedIn: boolean;
  listing: CallState<RedPacketListing>;
  records: Paged<RedPacketRecord, PageOf<RedPacketRecord>>;
  /** The packet being received, or 'password'. */
  busyWith: number | 'password' | null;
  password: string;
  setPassword(password: string): void;
  won: Won | null;
  closeWon(): void;
  receive(id: number): Promise<void>;
  submitPassword(): Promise<void>;
  signIn(): void;
}

/**
 * The red-packet centre's state (GAMES.md section 6): the listed packets as the player stands
 * (receivable, received or locked for the period), receiving one, the password packet's code,
 * and the packets received, newest first.
 */
export function useRedPacketsScreen(): RedPacketsScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const api = root.api.redPackets;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const platformId = root.app.platformId;
  const listing = useCall(() => api.list({ platformId }), `redpackets:${signedIn}:${platformId}`);
  const records = usePaged(layout, (page) => api.records({ page }), 'redPacketRecords', signedIn);
  const [busyWith, setBusyWith] = useState<number | 'password' | null>(null);
  const [password, setPassword] = useState('');
  const [won, setWon] = useState<Won | null>(null);

  return {
    layout,
    signedIn,
    listing,
    records,
    busyWith: action.busy ? busyWith : null,
    password,
    setPassword,
    won,
    closeWon: () => setWon(null),
    async receive(id) {
      if (!signedIn) return askSignIn();
      setBusyWith(id);
      const result = await action.call(
        () => api.receive({ id, platformId }),
        [listing.reload, records.reload],
      );
      if (result.ok) setWon({ amount: result.data.amount });
    },
    async submitPassword() {
      if (!signedIn) return askSignIn();
      setBusyWith('password');
      const result = await action.call(() => api.password({ password }), [records.reload]);
      if (result.ok) {
        setPassword('');
        setWon({
          amount: result.data.amount,
          place: { seq: result.data.seq, count: result.data.count },
        });
      }
    },
    signIn: () => askSignIn(),
  };
}
