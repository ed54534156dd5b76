import { useStores } from '@skinbox/stores';
import { useEffect } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';

export interface PersonalScreen {
  layout: Layout;
  /** The player's unread messages, beside the link to them. */
  unread: number;
  /** Whether the referral page is open (module Spread), so linked. */
  spreadOn: boolean;
  signOut(): void;
}

/** The personal centre's state: the player reread on opening, their unread count, sign-out. */
export function usePersonalScreen(): PersonalScreen {
  const layout = useLayout();
  const { user, app } = useStores();
  useEffect(() => void user.loadInfo(), [user]);
  return {
    layout,
    unread: user.noReadMessages,
    spreadOn: app.isModuleOn('Spread'),
    signOut: () => void user.signOut(),
  };
}
