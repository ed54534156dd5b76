import type { MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';
import { screenDeclarations, screenPath } from '../../routing/manifest';
import type { ScreenId } from '../../routing/layoutContext';
import { guardPurposes } from './messages';
import { BATTLE_TITLE } from '../../screens/battle/pages';

/** Why a page does not open: no account signed in, or no battle access (reserveStatus). */
export type GuardReason = 'signIn' | 'battle';

/** What a guarded page holds, for the words that stand in for it. */
export interface GuardedPage {
  screen: ScreenId;
  title: MessageDescriptor;
  purpose: MessageDescriptor;
}

/**
 * The guarded page an address opens: the screen whose path is the address or, for a group like
 * /m/battle, a prefix of it. Undefined for an address no guarded screen holds.
 */
export function guardedPageOf(address: string, layout: Layout): GuardedPage | undefined {
  const pathname = address.split(/[?#]/)[0] ?? '';
  const prefix = `/${layout}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length);
  for (const [screen, declaration] of screenDeclarations()) {
    const path = screenPath(screen, layout);
    if (path === undefined || !(rest === path || rest.startsWith(`${path}/`))) continue;
    const purpose = (guardPurposes as Partial<Record<ScreenId, MessageDescriptor>>)[screen];
    if (!purpose) return undefined;
    // The battle group has no title of its own; its first page (the lobby) names it.
    return { screen, title: declaration.title ?? BATTLE_TITLE, purpose };
  }
  return undefined;
}
