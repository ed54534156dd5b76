import type { Api, ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type StickerAlbum = AnswerOf<Api['user']['getUserSticker']>;

export interface StickersScreen {
  layout: Layout;
  signedIn: boolean;
  album: CallState<StickerAlbum>;
  /** The sticker being activated now. */
  activating: number | null;
  activate(id: number): Promise<void>;
  claiming: boolean;
  claim(): Promise<void>;
  /** What the last action did, for the status line. */
  outcome: { kind: 'activated'; name: string } | { kind: 'paid'; amount: string } | null;
}

/**
 * The sticker album's state (getUserSticker, activateSticker, stickerReward): the stickers with
 * the copies owned, activating one, and the album reward once every sticker is active.
 */
export function useStickersScreen(): StickersScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api.user;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const album = useCall(() => api.getUserSticker(), 'stickers', signedIn);
  const [activating, setActivating] = useState<number | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [outcome, setOutcome] = useState<StickersScreen['outcome']>(null);
  return {
    layout,
    signedIn,
    album,
    activating,
    async activate(id) {
      setActivating(id);
      const answer = await action.call(() => api.activateSticker({ id }), [album.reload]);
      setActivating(null);
      if (answer.ok) setOutcome({ kind: 'activated', name: answer.data.name });
    },
    claiming,
    async claim() {
      setClaiming(true);
      const answer = await action.call(() => api.stickerReward(), [album.reload]);
      setClaiming(false);
      if (answer.ok) setOutcome({ kind: 'paid', amount: answer.data.amount });
    },
    outcome,
  };
}
