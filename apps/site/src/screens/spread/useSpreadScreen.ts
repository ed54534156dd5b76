import { inviteLinkPath, type Api, type ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type SpreadInfo = AnswerOf<Api['spread']['info']>;
export type SpreadRules = AnswerOf<Api['spread']['rules']>;
export type SpreadOpened = AnswerOf<Api['spread']['openBox']>;

export interface SpreadScreen {
  layout: Layout;
  signedIn: boolean;
  info: CallState<SpreadInfo>;
  rules: CallState<SpreadRules>;
  /** The invite link to share: this site's sign-up with the player's code (luck_fcode). */
  inviteLink: string | null;
  copied: 'copied' | 'copyFailed' | null;
  copy(): Promise<void>;
  opening: boolean;
  openBox(): Promise<void>;
  /** The last opening, until the player keeps or sells the drop. */
  result: SpreadOpened | null;
  selling: boolean;
  sell(): Promise<void>;
  keep(): void;
}

/** The address a player shares: the site's origin and the sign-up path with their code. */
export function inviteLinkOf(origin: string, spreadCode: string): string | null {
  return spreadCode ? `${origin}${inviteLinkPath(spreadCode)}` : null;
}

/** Invited players who still need to recharge to reach the next tier, never below 1. */
export function neededForNext(info: Pick<SpreadInfo, 'recharged' | 'nextTier'>): number | null {
  return info.nextTier ? Math.max(1, info.nextTier.invited - info.recharged) : null;
}

/**
 * The referral overview (GAMES.md section 7): the player's figures and tier (spread.info), the
 * tiers and the box (spread.rules), the invite link to copy or scan, and opening a spread box
 * earned when an invited player's recharges reached the threshold.
 */
export function useSpreadScreen(): SpreadScreen {
  const layout = useLayout();
  const root = useStores();
  const api = root.api;
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const info = useCall(() => api.spread.info(), 'spreadInfo', signedIn);
  const rules = useCall(() => api.spread.rules(), `spreadRules:${signedIn}`);
  const [copied, setCopied] = useState<SpreadScreen['copied']>(null);
  const [opening, setOpening] = useState(false);
  const [result, setResult] = useState<SpreadOpened | null>(null);
  const [selling, setSelling] = useState(false);
  const inviteLink = info.data ? inviteLinkOf(window.location.origin, info.data.spreadCode) : null;

  return {
    layout,
    signedIn,
    info,
    rules,
    inviteLink,
    copied,
    async copy() {
      if (!inviteLink) return;
      try {
        await navigator.clipboard.writeText(inviteLink);
        setCopied('copied');
      } catch {
        setCopied('copyFailed');
      }
    },
    opening,
    async openBox() {
      setOpening(true);
      const answer = await action.call(() => api.spread.openBox(), [info.reload]);
      setOpening(false);
      if (answer.ok) setResult(answer.data);
    },
    result,
    selling,
    async sell() {
      if (!result) return;
      setSelling(true);
      const answer = await action.call(() => api.bag.sell({ ids: [result.bagItemId] }));
      setSelling(false);
      if (answer.ok) setResult(null);
    },
    keep: () => setResult(null),
  };
}
