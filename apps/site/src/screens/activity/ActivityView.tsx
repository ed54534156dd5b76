import { Button, Empty, ItemTile, Loading, Price, Progress, Tag } from '@skinbox/ui';
import type { FestivalPrize } from '@skinbox/api';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ActivityBanner } from '../../shared/activity/ActivityBanner';
import { turnoverProgress } from '../../shared/activity/turnoverProgress';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { activityMessages as m } from './messages';
import type { ActivityScreen } from './useActivityScreen';
import { SCREENS } from '../../routing/manifest';

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
      <ActivityBanner
        activity={activity}
        now={Date.parse(data.serverNow)}
        onEnd={listing.reload}
        background="linear-gradient(135deg, #c2331f 0%, #8f1a1a 60%, #5e1010 100%)"
      />
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
