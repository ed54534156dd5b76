import { CountDown } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { activityBannerMessages as m } from './messages';

interface ActivityBannerProps {
  activity: { intro: string; startAt: string; endAt: string; live: boolean };
  /** The server's now, in ms. */
  now: number;
  /** Called when the count-down to the end runs out, e.g. to ask for the activity again. */
  onEnd(): void;
  /** The banner's own gradient. */
  background: string;
  /** Centres the banner's lines (the new-year banner); else they read from the left. */
  centred?: boolean;
  /** What the activity adds under its window, e.g. today's envelope. */
  children?: ReactNode;
}

/**
 * An operator's activity (festival, new year) at the top of its page: its intro, its window, and
 * the count-down to its end, or that it has not started or has ended.
 */
export function ActivityBanner({
  activity,
  now,
  onEnd,
  background,
  centred = false,
  children,
}: ActivityBannerProps) {
  const intl = useIntl();
  const dateOf = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        ...(centred && { justifyItems: 'center', textAlign: 'center' as const }),
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        color: '#ffe9b0',
        background,
      })}
    >
      <p css={{ margin: 0, lineHeight: 1.6 }}>{activity.intro}</p>
      <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>
        {intl.formatMessage(m.window, {
          start: dateOf(activity.startAt),
          end: dateOf(activity.endAt),
        })}
      </span>
      <span
        css={(theme) => ({
          display: 'flex',
          gap: 6,
          alignItems: 'center',
          fontSize: theme.fontSize.sm,
        })}
      >
        {activity.live ? (
          <>
            {intl.formatMessage(m.endsIn)}
            <CountDown
              time={Math.max(0, Date.parse(activity.endAt) - now)}
              format="DD:HH:mm:ss"
              onFinish={onEnd}
              css={{ color: '#ffd76a', fontWeight: 700 }}
            />
          </>
        ) : (
          intl.formatMessage(Date.parse(activity.startAt) <= now ? m.ended : m.notStarted)
        )}
      </span>
      {children}
    </div>
  );
}
