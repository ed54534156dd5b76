import { Button } from '@skinbox/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { welcomeMessages } from './messages';

export interface WelcomeBannerState {
  layout: Layout;
  /** The next step's pages; none where the layout has no such page. */
  rechargeHref?: string;
  freeCaseHref?: string;
  onDismiss(): void;
}

/** The welcome after registering, from its state alone: greeting, the next step, closing it. */
export function WelcomeBannerView({
  layout,
  rechargeHref,
  freeCaseHref,
  onDismiss,
}: WelcomeBannerState) {
  const intl = useIntl();
  const headingId = useId();
  const link = (href: string | undefined, label: string) =>
    href && (
      <Link to={href} onClick={onDismiss} css={{ color: 'inherit', fontWeight: 600 }}>
        {label}
      </Link>
    );
  return (
    <section
      aria-labelledby={headingId}
      data-testid="welcome"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        margin: layout === 'm' ? theme.space.md : `${theme.space.md} ${theme.space.xl} 0`,
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        border: `1px solid ${theme.color.primary}`,
        background: theme.color.surfaceRaised,
        color: theme.color.text,
      })}
    >
      <h2 id={headingId} css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
        {intl.formatMessage(welcomeMessages.title)}
      </h2>
      <p css={{ margin: 0 }}>{intl.formatMessage(welcomeMessages.nextStep)}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        {link(rechargeHref, intl.formatMessage(welcomeMessages.toRecharge))}
        {link(freeCaseHref, intl.formatMessage(welcomeMessages.toFreeCase))}
        <Button size="small" onClick={onDismiss} css={{ marginLeft: 'auto' }}>
          {intl.formatMessage(welcomeMessages.dismiss)}
        </Button>
      </div>
    </section>
  );
}
