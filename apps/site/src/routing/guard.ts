import { RESERVE_STATUS_BATTLE_OPEN } from '@skinbox/api';
import type { Layout } from '../layout/device';
import { BATTLE_PATHS, LOGIN_REQUIRED_PATHS, requireHref } from './manifest';

/** The addresses the guard protects: the manifest's by default; tests hand in SPEC's own. */
export interface GuardRules {
  /** Addresses that need a stored token. */
  loginRequired: readonly string[];
  /** Battle pages: they open only when reserveStatus is 1. */
  battle: readonly string[];
}

export const SITE_GUARD_RULES: GuardRules = {
  loginRequired: LOGIN_REQUIRED_PATHS,
  battle: BATTLE_PATHS,
};

export interface GuardInput {
  /** Target pathname, without query. */
  path: string;
  /** Pathname of the page the user comes from; undefined on first load. */
  fromPath: string | undefined;
  hasToken: boolean;
  reserveStatus: number;
  layout: Layout;
}

export type GuardDecision =
  | { kind: 'allow' }
  | {
      kind: 'redirect';
      to: string;
      saveReturnAddress: boolean;
      /** Why the page was closed, said where the player lands (issue 30). */
      explain?: 'battle';
    }
  | { kind: 'openSignIn'; saveReturnAddress: true };

/**
 * Decides a navigation. Without a token a protected target is saved as the return address; a user
 * coming from another protected page goes to /, otherwise mobile goes to /m/sign and desktop opens
 * the sign-in overlay. Battle pages need reserveStatus 1: SPEC sends a player without it to /, and
 * there the site says why the page was closed and what opens it.
 */
export function guard(
  { path, fromPath, hasToken, reserveStatus, layout }: GuardInput,
  rules: GuardRules = SITE_GUARD_RULES,
): GuardDecision {
  // A battle group's gate covers its pages too: /m/battle guards /m/battle/list and the rest.
  const battlePage = rules.battle.some((gated) => path === gated || path.startsWith(`${gated}/`));
  if (battlePage && reserveStatus !== RESERVE_STATUS_BATTLE_OPEN) {
    return { kind: 'redirect', to: '/', saveReturnAddress: false, explain: 'battle' };
  }
  const needsLogin = (address: string) => rules.loginRequired.includes(address);
  if (!needsLogin(path) || hasToken) return { kind: 'allow' };
  if (fromPath !== undefined && needsLogin(fromPath)) {
    return { kind: 'redirect', to: '/', saveReturnAddress: true };
  }
  return layout === 'm'
    ? { kind: 'redirect', to: requireHref('sign', 'm'), saveReturnAddress: true }
    : { kind: 'openSignIn', saveReturnAddress: true };
}
