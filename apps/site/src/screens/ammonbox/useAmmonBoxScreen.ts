import {
  centsToMoney,
  moneyToCents,
  type AmmoBoxDetail,
  type AmmoBoxSummary,
  type Api,
  type ApiResult,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type OpenAnswer = AnswerOf<Api['extend']['openAmmoBox']>;

/** One or five at a time, as the site boxes offer. */
export const OPEN_COUNTS = [1, 5] as const;

export interface AmmonBoxScreen {
  layout: Layout;
  signedIn: boolean;
  refiningHref: string;
  fairnessHref: string;
  /** The player's ammo. */
  ammo: string;
  boxes: CallState<{ list: AmmoBoxSummary[] }>;
  chosenId: number | null;
  choose(boxId: number): void;
  detail: CallState<AmmoBoxDetail>;
  /** What `count` opens of the chosen box cost, in ammo. */
  costOf(count: number): string;
  results: OpenAnswer['results'];
  busy: boolean;
  openBoxes(count: number): Promise<void>;
  signIn(): void;
}

/**
 * The ammo boxes' state (GAMES.md section 5): the boxes priced in ammo, the chosen one with its
 * odds, the player's ammo, and opening one or five; the drops go to the bag.
 */
export function useAmmonBoxScreen(): AmmonBoxScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const api = root.api.extend;
  const action = useAction();
  const refiningHref = useHref('refining');
  const fairnessHref = useHref('fairness');
  const [picked, setPicked] = useState<number | null>(null);
  const [results, setResults] = useState<OpenAnswer['results']>([]);
  const boxes = useCall(() => api.ammoBoxes({}), 'ammoBoxes');
  const chosenId = picked ?? boxes.data?.list[0]?.boxId ?? null;
  const detail = useCall(
    () => api.ammoBoxDetail({ boxId: chosenId ?? 0 }),
    `ammoBox:${chosenId}`,
    chosenId !== null,
  );
  const price = detail.data?.price ?? '0.00';
  return {
    layout,
    signedIn: root.user.isLoggedIn,
    refiningHref,
    fairnessHref,
    ammo: root.user.assets.ammon,
    boxes,
    chosenId,
    choose(boxId) {
      setPicked(boxId);
      setResults([]);
    },
    detail,
    costOf: (count) => centsToMoney(moneyToCents(price) * BigInt(count)),
    results,
    busy: action.busy,
    async openBoxes(count) {
      if (chosenId === null) return;
      const result = await action.call(() => api.openAmmoBox({ boxId: chosenId, count }));
      if (result.ok) setResults(result.data.results);
    },
    signIn: () => askSignIn(),
  };
}
