import type { Task, TaskPeriod } from '@skinbox/api';
import { CountDown, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { taskMessages as m } from './messages';
import { TaskRow } from './TaskRow';
import type { TaskScreen } from './useTaskScreen';

/**
 * The task centre as the player sees it (useTaskScreen): the rules, then the daily and the weekly
 * tasks, each group with the count-down to its reset, each task with its progress and reward.
 */
export const TaskView = observer(function TaskView(screen: TaskScreen) {
  const intl = useIntl();
  const { layout, listing } = screen;
  const data = listing.data;
  if (!data) return <Loading />;
  const sentAt = Date.parse(data.serverNow);
  const group = (period: TaskPeriod) => {
    const bounds = data[period];
    const tasks = data.tasks.filter((task) => task.period === period);
    return (
      <Section
        title={
          <span
            css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
          >
            {intl.formatMessage(period === 'day' ? m.daily : m.weekly)}
            <span
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                fontSize: theme.fontSize.sm,
                fontWeight: 400,
                color: theme.color.textMuted,
              })}
            >
              {intl.formatMessage(m.resetIn)}
              <CountDown
                time={Math.max(0, Date.parse(bounds.resetAt) - sentAt)}
                onFinish={listing.reload}
              />
            </span>
          </span>
        }
      >
        <div
          css={{
            display: 'grid',
            gap: 8,
            gridTemplateColumns: layout === 'p' ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          }}
        >
          {tasks.map((task: Task) => (
            <TaskRow
              key={task.id}
              task={task}
              signedIn={screen.signedIn}
              goHref={screen.goHref[task.kind]}
              busy={screen.claiming === task.id}
              onClaim={() => void screen.claim(task.id)}
            />
          ))}
        </div>
      </Section>
    );
  };
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      {!screen.signedIn && <SignInPrompt />}
      {screen.claimed && (
        <Notice tone="success">
          {intl.formatMessage(m.claimedReward, { reward: screen.claimed.reward })}
        </Notice>
      )}
      {group('day')}
      {group('week')}
    </Page>
  );
});
