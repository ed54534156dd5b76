import { Button, CountDown, Empty, Loading, Progress } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { ActivityBanner } from '../../shared/activity/ActivityBanner';
import { turnoverProgress } from '../../shared/activity/turnoverProgress';
import { RollProof } from '../../shared/fairness/RollProof';
import { newYearMessages as m } from './messages';
import type { NewYearScreen } from './useNewYearScreen';
import { SCREENS } from '../../routing/manifest';

const cell = { padding: '6px 8px', textAlign: 'left' as const };

/**
 * The new-year activity as the player sees it (useNewYearScreen): the title, window and
 * count-down, today's turnover against the entry and the envelope (or what today's gave and the
 * time to the next), the prizes with their odds and tickets, and the player's envelopes, each with
 * its roll proof.
 */
export const NewYearView = observer(function NewYearView(screen: NewYearScreen) {
  const intl = useIntl();
  const { layout, listing } = screen;
  const data = listing.data;
  if (!data) return <Loading />;
  const activity = data.activity;
  if (!activity) {
    return (
      <Page layout={layout} title={intl.formatMessage(SCREENS.newyear.title)}>
        <Empty description={intl.formatMessage(m.none)} />
      </Page>
    );
  }
  const now = Date.parse(data.serverNow);
  const today = activity.today;
  return (
    <Page layout={layout} title={activity.title}>
      <ActivityBanner
        activity={activity}
        now={now}
        onEnd={listing.reload}
        background="radial-gradient(circle at 50% 0%, #e0452f 0%, #a51f1f 55%, #6e1111 100%)"
        centred
      >
        {screen.signedIn && (
          <div css={{ width: '100%', maxWidth: 360, display: 'grid', gap: 4 }}>
            <Progress
              percentage={turnoverProgress(activity.todayTurnover, activity.entryTurnover)}
              showPivot={false}
              aria-label={intl.formatMessage(m.entry, {
                today: activity.todayTurnover,
                entry: activity.entryTurnover,
              })}
            />
            <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(m.entry, {
                today: activity.todayTurnover,
                entry: activity.entryTurnover,
              })}
            </span>
          </div>
        )}
        {today ? (
          <div css={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
            <strong
              data-testid="newyear-won"
              css={(theme) => ({ fontSize: theme.fontSize.lg, color: '#ffd76a' })}
            >
              {intl.formatMessage(m.won, { name: today.name, amount: today.amount })}
            </strong>
            <span css={(theme) => ({ display: 'flex', gap: 6, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(m.nextIn)}
              <CountDown
                time={Math.max(0, Date.parse(activity.resetAt) - now)}
                onFinish={listing.reload}
              />
            </span>
          </div>
        ) : (
          <Button
            variant="primary"
            size="large"
            loading={screen.opening}
            disabled={!screen.canOpen}
            onClick={() => void screen.open()}
            css={{ minWidth: 200 }}
          >
            {intl.formatMessage(m.open)}
          </Button>
        )}
      </ActivityBanner>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      {!screen.signedIn && <SignInPrompt />}
      <Section title={intl.formatMessage(m.prizes)}>
        <table
          css={(theme) => ({
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: theme.fontSize.sm,
          })}
        >
          <thead>
            <tr css={(theme) => ({ color: theme.color.textMuted })}>
              <th css={cell}>{intl.formatMessage(m.prize)}</th>
              <th css={cell}>{intl.formatMessage(m.amount)}</th>
              <th css={cell}>{intl.formatMessage(m.chance)}</th>
              <th css={cell}>{intl.formatMessage(m.tickets)}</th>
            </tr>
          </thead>
          <tbody>
            {activity.prizes.map((prize) => (
              <tr
                key={prize.index}
                css={(theme) => ({ borderTop: `1px solid ${theme.color.border}` })}
              >
                <td css={cell}>{prize.name}</td>
                <td css={cell}>{prize.amount}</td>
                <td css={cell}>{prize.probability}%</td>
                <td css={cell}>
                  {prize.ticketFrom}–{prize.ticketTo}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {screen.signedIn && (
        <Section title={intl.formatMessage(m.myDraws)}>
          {activity.draws.length === 0 ? (
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(m.noDraws)}
            </span>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {activity.draws.map((draw) => (
                <li
                  key={draw.rollId}
                  css={(theme) => ({
                    display: 'grid',
                    gap: 6,
                    padding: theme.space.sm,
                    borderRadius: theme.radius.md,
                    background: theme.color.surface,
                  })}
                >
                  {intl.formatMessage(m.draw, {
                    day: draw.day,
                    name: draw.name,
                    amount: draw.amount,
                  })}
                  <RollProof rollId={draw.rollId} landedOn={draw.name} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </Page>
  );
});
