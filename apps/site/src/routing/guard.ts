import type { Layout } from '../layout/device';

/** SPEC section 2 "Route guard": paths that need a stored token. */
export const LOGIN_REQUIRED_PATHS: readonly string[] = [
  '/m/roll_detail',
  '/m/contract',
  '/m/createbattle',
  '/m/battleBoxDetails',
  '/m/battleHistory',
  '/m/battleDetail',
  '/m/recharge',
  '/m/personal',
  '/m/bag',
  '/m/record',
  '/m/spread',
  '/m/information',
  '/m/informationDetail',
  '/m/vip',
  '/p/createbattle',
];

/** Battle pages open only when reserveStatus is 1 (SPEC sections 2 and 9). */
export const BATTLE_PATHS: readonly string[] = [
  '/m/battle',
  '/m/battle/list',
  '/m/createbattle',
  '/m/battleBoxDetails',
  '/m/battleHistory',
  '/m/rank',
  '/m/battleDetail',
];

export const RESERVE_STATUS_ALLOWING_BATTLE = 1;

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
  | { kind: 'redirect'; to: string; saveReturnAddress: boolean }
  | { kind: 'openSignIn'; saveReturnAddress: true };

export function needsLogin(path: string): boolean {
  return LOGIN_REQUIRED_PATHS.includes(path);
}

/**
 * Decides a navigation. Without a token a protected target is saved as the return address; a user
 * coming from another protected page goes to /, otherwise mobile goes to /m/sign and desktop opens
 * the sign-in overlay. Battle pages need reserveStatus 1.
 */
export function guard({
  path,
  fromPath,
  hasToken,
  reserveStatus,
  layout,
}: GuardInput): GuardDecision {
  if (BATTLE_PATHS.includes(path) && reserveStatus !== RESERVE_STATUS_ALLOWING_BATTLE) {
    return { kind: 'redirect', to: '/', saveReturnAddress: false };
  }
  if (!needsLogin(path) || hasToken) return { kind: 'allow' };
  if (fromPath !== undefined && needsLogin(fromPath)) {
    return { kind: 'redirect', to: '/', saveReturnAddress: true };
  }
  return layout === 'm'
    ? { kind: 'redirect', to: '/m/sign', saveReturnAddress: true }
    : { kind: 'openSignIn', saveReturnAddress: true };
}
