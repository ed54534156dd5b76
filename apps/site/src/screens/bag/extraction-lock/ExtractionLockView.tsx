import type { WageringStanding } from '@skinbox/api';
import { Progress } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { lockMessages as m } from './messages';
import type { LockView } from './rules';

export interface ExtractionLockViewProps {
  standing: WageringStanding;
  view: LockView;
  rechargeHref: string;
}

/**
 * The bag's extraction panel (issue 26): why items cannot leave yet, a first payment still to come
 * and the turnover bonuses and gifts still ask for, with its progress.
 */
export function ExtractionLockView({ standing, view, rechargeHref }: ExtractionLockViewProps) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage(m.heading)}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        border: `1px solid ${theme.color.surfaceRaised}`,
        background: `linear-gradient(135deg, rgba(245, 183, 10, 0.12), ${theme.color.surface})`,
      })}
    >
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.md, color: theme.color.primary })}>
        {intl.formatMessage(m.heading)}
      </h2>
      {view.needsPayment && (
        <p
          css={{
            margin: 0,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 8,
            lineHeight: 1.5,
          }}
        >
          <span css={{ flex: '1 1 240px' }}>{intl.formatMessage(m.needsPayment)}</span>
          <Link
            to={rechargeHref}
            css={(theme) => ({
              padding: `${theme.space.xs} ${theme.space.md}`,
              borderRadius: theme.radius.round,
              background: theme.color.primary,
              color: '#1a1c26',
              fontWeight: 600,
              textDecoration: 'none',
              whiteSpace: 'nowrap',
            })}
          >
            {intl.formatMessage(m.recharge)}
          </Link>
        </p>
      )}
      {view.wagering && (
        <>
          <strong css={{ fontWeight: 600 }}>
            {intl.formatMessage(m.owed, { owed: standing.owed })}
          </strong>
          <div css={{ padding: '6px 0' }}>
            <Progress
              percentage={view.percent}
              strokeWidth={8}
              pivotText={intl.formatMessage(m.progress, {
                turnover: standing.turnover,
                required: standing.required,
              })}
            />
          </div>
          <p
            css={(theme) => ({
              margin: 0,
              fontSize: theme.fontSize.xs,
              color: theme.color.textMuted,
              lineHeight: 1.5,
            })}
          >
            {intl.formatMessage(m.rule, { locked: standing.locked, multiple: standing.multiple })}
          </p>
        </>
      )}
    </section>
  );
}
