import type { Layout } from '../../layout/device';
import type { GuardReason } from './rules';

/** A guard state as designers review it: which page is held back, and why. */
export interface GuardDesignerState {
  reason: GuardReason;
  /** The address the player asked for. */
  address: string;
}

/** Signed out before the personal centre; a player without battle access before the lobby. */
export function designerState(state: 'signedOut' | 'noBattle', layout: Layout): GuardDesignerState {
  return state === 'signedOut'
    ? { reason: 'signIn', address: `/${layout}/${layout === 'm' ? 'personal' : 'me/personal'}` }
    : { reason: 'battle', address: `/${layout}/battle/list` };
}
