import { Button, CountDown, Empty, ItemTile, Loading, Price, Progress, Tag } from '@skinbox/ui';
import { moneyToCents, type FestivalPrize } from '@skinbox/api';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { activityMessages as m } from './messages';
import type { ActivityScreen } from './useActivityScreen';
import { SCREENS } from '../../routing/manifest';

/** How far `turnover` is towards `goal`, 0 to 100. */
export function turnoverProgress(turnover: string, goal: string): number {
  const target = moneyToCents(goal);
  if (target <= 0n) return 100;
  return Math.min(100, Number((moneyToCents(turnover) * 100n) / target));
}

/**
 * The festival as the player sees it (useActivityScreen), on a page without header or footer
 * (SPEC section 2): the way home, the title, window and count-down, the rules, the player's
 * turnover, and each goods prize with the turnover it needs and its state.
 */
export const ActivityView = observer(function ActivityView(screen: ActivityScreen) {
  const intl = useIntl();
  const { layout, listing } = screen;
  const data = listing.data;
  const home = (
    <Link
      to={screen.homeHref}
      css={(theme) => ({ color: theme.color.primary, fontSize: theme.fontSize.sm })}
    >
      {intl.formatMessage(m.home)}
    </Link>
  );
  if (!data) return <Loading />;
  const activity = data.activity;
  if (!activity) {
    return (
      <Page layout={layout} title={intl.formatMessage(SCREENS.activity.title)} actions={home}>
        <Empty description={intl.formatMessage(m.none)} />
      </Page>
    );
  }
  const now = Date.parse(data.serverNow);
  const started = Date.parse(activity.startAt) <= now;
  const dateOf = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  const prizeState = (prize: FestivalPrize) => {
    if (prize.state === 'claimed') return <Tag type="success">{intl.formatMessage(m.claimed)}</Tag>;
    if (prize.state === 'claimable' || !screen.signedIn)
      return (
        <Button
          size="small"
          variant="primary"
          block
          loading={screen.claiming === prize.key}
          disabled={screen.signedIn && !activity.live}
          onClick={() => void screen.claim(prize.key)}
          aria-label={`${intl.formatMessage(m.claim)} ${prize.goods.name}`}
        >
          {intl.formatMessage(m.claim)}
        </Button>
      );
    return (
      <div css={{ display: 'grid', gap: 4 }}>
        <Progress
          percentage={turnoverProgress(activity.turnover, prize.turnover)}
          showPivot={false}
          aria-label={`${activity.turnover} / ${prize.turnover}`}
        />
        <span css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.color.textMuted })}>
          {activity.turnover} / {prize.turnover}
        </span>
      </div>
    );
  };
  return (
    <Page layout={layout} title={activity.title} actions={home}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.sm,
          padding: theme.space.lg,
          borderRadius: theme.radius.lg,
          color: '#ffe9b0',
          background: 'linear-gradient(135deg, #c2331f 0%, #8f1a1a 60%, #5e1010 100%)',
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
                onFinish={listing.reload}
                css={{ color: '#ffd76a', fontWeight: 700 }}
              />
            </>
          ) : (
            intl.formatMessage(started ? m.ended : m.notStarted)
          )}
        </span>
      </div>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      {!screen.signedIn && <SignInPrompt />}
      {screen.signedIn && (
        <p css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
          {intl.formatMessage(m.myTurnover)}
          <Price value={activity.turnover} data-testid="festival-turnover" />
        </p>
      )}
      {screen.won && (
        <Notice tone="success">{intl.formatMessage(m.won, { name: screen.won })}</Notice>
      )}
      <Section title={intl.formatMessage(m.prizes)}>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: `repeat(${layout === 'p' ? 5 : 2}, minmax(0, 1fr))`,
          }}
        >
          {activity.prizes.map((prize) => (
            <li
              key={prize.key}
              aria-label={prize.goods.name}
              css={{ display: 'grid', gap: 8, alignContent: 'start' }}
            >
              <ItemTile
                {...toItemTileData(prize.goods)}
                fill
                note={intl.formatMessage(m.needs, { turnover: prize.turnover })}
              />
              {prizeState(prize)}
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
});
