import type { Task, TaskKind } from '@skinbox/api';
import { Button, Icon, Price, Progress, Tag, type IconName } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { taskMessages as m } from './messages';

const ICONS: Record<TaskKind, IconName> = {
  boxSpend: 'box',
  battleSpend: 'fire',
  recharge: 'coin',
  signin: 'check',
  invite: 'user',
};

export interface TaskRowProps {
  task: Task;
  signedIn: boolean;
  goHref: string;
  busy: boolean;
  onClaim(): void;
}

/**
 * One task: what it asks, the player's progress towards it, its reward, and what can be done now
 * (go and do it, claim it, or nothing: claimed for the period).
 */
export function TaskRow({ task, signedIn, goHref, busy, onClaim }: TaskRowProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.title, {
    kind: task.kind,
    period: task.period,
    goal: task.goal,
  });
  const progress = intl.formatMessage(m.progress, { done: task.done, goal: task.goal });
  return (
    <article
      aria-label={title}
      css={(theme) => ({
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: theme.space.md,
        padding: theme.space.md,
        borderRadius: theme.radius.md,
        background: theme.color.surface,
      })}
    >
      <span
        css={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: theme.radius.round,
          background: theme.color.surfaceRaised,
          color: theme.color.primary,
        })}
      >
        <Icon name={ICONS[task.kind]} size={20} />
      </span>
      <div css={{ display: 'grid', gap: 6, minWidth: 0 }}>
        <strong css={{ overflowWrap: 'anywhere' }}>{title}</strong>
        <span
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            fontSize: theme.fontSize.sm,
            color: theme.color.textMuted,
          })}
        >
          {intl.formatMessage(m.reward)}
          <Price value={task.reward} />
        </span>
        {signedIn && (
          <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Progress
              percentage={task.percent}
              showPivot={false}
              aria-label={progress}
              css={{ flex: 1 }}
            />
            <span css={(theme) => ({ fontSize: theme.fontSize.xs, whiteSpace: 'nowrap' })}>
              {progress}
            </span>
          </div>
        )}
      </div>
      {task.state === 'claimed' ? (
        <Tag type="success">{intl.formatMessage(m.claimed)}</Tag>
      ) : task.state === 'claimable' ? (
        <Button size="small" variant="primary" loading={busy} onClick={onClaim}>
          {intl.formatMessage(m.claim)}
        </Button>
      ) : (
        <Link
          to={goHref}
          css={(theme) => ({
            color: theme.color.primary,
            fontSize: theme.fontSize.sm,
            whiteSpace: 'nowrap',
          })}
        >
          {intl.formatMessage(m.go)}
        </Link>
      )}
    </article>
  );
}
