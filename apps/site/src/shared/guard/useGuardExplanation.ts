import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { screenHref } from '../../routing/manifest';
import { useAskSignIn } from '../account/useAskSignIn';
import { guardMessages } from './messages';
import { guardedPageOf, type GuardReason } from './rules';

/** A way out of a guard: a page that opens for the player now. */
export interface UnlockRoute {
  href: string;
  label: string;
}

/** The words and ways out that stand in for a page the guard holds back. */
export interface GuardExplanationState {
  layout: Layout;
  reason: GuardReason;
  /** The page's name; none where the page around already names it. */
  title?: string;
  /** 1 where the explanation is the page, 2 inside a page with a heading of its own. */
  headingLevel: 1 | 2;
  /** One line of what the page is for. */
  purpose?: string;
  why: string;
  how?: string;
  /** Opens sign-in and comes back here afterwards; none where the sign-in form is beside it. */
  signIn?: () => void;
  unlock: readonly UnlockRoute[];
}

/**
 * The explanation for `address` (the current page unless given). `withTitle` false leaves the
 * heading to the page around; `withSignIn` false leaves the action to a sign-in form beside it.
 */
export function useGuardExplanation({
  layout,
  reason,
  address,
  withTitle = true,
  withSignIn = true,
  headingLevel = 2,
}: {
  layout: Layout;
  reason: GuardReason;
  address?: string;
  withTitle?: boolean;
  withSignIn?: boolean;
  headingLevel?: 1 | 2;
}): GuardExplanationState {
  const intl = useIntl();
  const askSignIn = useAskSignIn();
  const location = useLocation();
  const target = address ?? location.pathname + location.search;
  const page = guardedPageOf(target, layout);
  const unlock = (['service', 'dailyRank'] as const).flatMap((screen) => {
    const href = screenHref(screen, layout);
    const label = screen === 'service' ? guardMessages.toService : guardMessages.toDailyRank;
    return href === undefined ? [] : [{ href, label: intl.formatMessage(label) }];
  });
  return {
    layout,
    reason,
    title: withTitle && page ? intl.formatMessage(page.title) : undefined,
    headingLevel,
    purpose: page ? intl.formatMessage(page.purpose) : undefined,
    why: intl.formatMessage(
      reason === 'signIn' ? guardMessages.signInWhy : guardMessages.battleWhy,
    ),
    how: reason === 'battle' ? intl.formatMessage(guardMessages.battleHow) : undefined,
    signIn: reason === 'signIn' && withSignIn ? () => askSignIn(target) : undefined,
    unlock: reason === 'battle' ? unlock : [],
  };
}
