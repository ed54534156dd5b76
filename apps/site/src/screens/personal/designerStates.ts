import type { Layout } from '../../layout/device';
import type { PersonalScreen } from './usePersonalScreen';

const noop = () => {};

/** The personal centre as designers review it: with unread messages and the referral page, or neither. */
export function designerState(state: 'unread' | 'allRead', layout: Layout = 'm'): PersonalScreen {
  return {
    layout,
    unread: state === 'unread' ? 3 : 0,
    spreadOn: state === 'unread',
    signOut: noop,
  };
}
