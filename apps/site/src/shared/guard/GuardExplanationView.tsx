import { Button } from '@skinbox/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { guardMessages } from './messages';
import type { GuardExplanationState } from './useGuardExplanation';

/**
 * A guarded page's stand-in, from its state alone (useGuardExplanation): the page's name and
 * what it is for, why it does not open, then the way in (sign-in) or the routes that open now.
 */
export function GuardExplanationView(state: GuardExplanationState) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = state.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={state.title ? headingId : undefined}
      aria-label={state.title ? undefined : state.why}
      data-guard={state.reason}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        justifyItems: 'start',
        padding: theme.space.md,
        borderRadius: theme.radius.md,
        background: theme.color.surface,
        color: theme.color.text,
      })}
    >
      {state.title && (
        <Heading id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
          {state.title}
        </Heading>
      )}
      {state.purpose && <p css={{ margin: 0 }}>{state.purpose}</p>}
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{state.why}</p>
      {state.how && (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{state.how}</p>
      )}
      {state.signIn && (
        <Button variant="primary" onClick={state.signIn}>
          {intl.formatMessage(guardMessages.signIn)}
        </Button>
      )}
      {state.unlock.length > 0 && (
        <nav css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {state.unlock.map((route) => (
            <Link key={route.href} to={route.href} css={{ color: 'inherit' }}>
              {route.label}
            </Link>
          ))}
        </nav>
      )}
    </section>
  );
}
