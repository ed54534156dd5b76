import { ClientPlatform, PRIZE_EVENT, type Banner, type QualityGrade } from '@skinbox/api';
import { CountUp, Empty, LazyImage, Price } from '@skinbox/ui';
import { useStores } from '@skinbox/stores';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Page, Section } from '../game/frame/Page';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { GoodsPicture } from '../game/goods/GoodsPicture';
import { qualityColor } from '../game/goods/quality';
import { groupBoxes } from './categories';
import { homeMessages } from './messages';

/** Live drops shown at once (the call allows up to 50). */
export const LIVE_DROPS = 12;
/** On a phone only the newest few, above the boxes. */
export const MOBILE_LIVE_DROPS = 4;
/** The home lists every site box in one page. */
export const HOME_BOXES = 50;

/** A box picture's placeholder colour by category, cheapest to dearest. */
const CATEGORY_QUALITY: Record<string, QualityGrade> = {
  entry: 'milSpec',
  classic: 'restricted',
  premium: 'classified',
  legend: 'covert',
};

/** A banner picture, loaded through the kit's LazyImage as it nears the viewport (3 attempts). */
function BannerLink({ banner, layout }: { banner: Banner; layout: Layout }) {
  const theme = useTheme();
  const picture = (
    <LazyImage
      src={banner.image}
      alt={banner.title}
      fit="cover"
      style={{
        display: 'block',
        width: '100%',
        aspectRatio: '3 / 1',
        borderRadius: theme.radius.md,
      }}
    />
  );
  if (banner.link === '') return picture;
  if (/^https?:\/\//.test(banner.link))
    return (
      <a href={banner.link} rel="noopener noreferrer" target="_blank">
        {picture}
      </a>
    );
  return <Link to={`/${layout}${banner.link}`}>{picture}</Link>;
}

/**
 * Home (SPEC section 2): banners (the kit's LazyImage), boxes by category, live drops, and the
 * platform statistics and online count counting up with the kit's CountUp (3000 ms, ',').
 */
export const Home = observer(function Home({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const clientPlatform = layout === 'm' ? ClientPlatform.h5 : ClientPlatform.pc;
  const banners = useCall(() => root.api.index.getBannerList({ clientPlatform }), layout);
  const boxes = useCall(() => api.boxes.list({ type: 1, pageSize: HOME_BOXES }), 'boxes');
  const drops = useCall(
    () => api.records.getAllOpenBoxRecords({ boxType: 1, limit: LIVE_DROPS }),
    'drops',
  );
  const statistics = useCall(() => root.api.index.getPlatformStatistics(), 'statistics');

  // A win announced on the socket is a new live drop: fetch the list again.
  const reloadDrops = drops.reload;
  useEffect(() => root.socket.onGameEvent(PRIZE_EVENT, reloadDrops), [root.socket, reloadDrops]);

  const boxesReady = boxes.data !== null && !(layout === 'm' && drops.loading);

  const online = root.realtime.onlineNum || statistics.data?.onlineCount || 0;
  // The figures keep their place while loading ('–'), so nothing below them shifts.
  const figures = [
    { label: homeMessages.userCount, value: statistics.data?.userCount },
    { label: homeMessages.boxOpenCount, value: statistics.data?.boxOpenCount },
    { label: homeMessages.battleCount, value: statistics.data?.battleCount },
    { label: homeMessages.onlineCount, value: statistics.data ? online : undefined },
  ];

  return (
    <Page
      layout={layout}
      title={intl.formatMessage(homeMessages.heading)}
      actions={
        <Link to={`/${layout}/fairness`} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(homeMessages.fairness)}
        </Link>
      }
    >
      {banners.data && banners.data.length > 0 && (
        <Section title={intl.formatMessage(homeMessages.banners)}>
          <div
            css={{
              display: 'grid',
              gridAutoFlow: 'column',
              gridAutoColumns: layout === 'm' ? '100%' : 'calc(50% - 6px)',
              gap: 12,
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
            }}
          >
            {banners.data.map((banner) => (
              <div key={banner.id} css={{ scrollSnapAlign: 'start' }}>
                <BannerLink banner={banner} layout={layout} />
              </div>
            ))}
          </div>
        </Section>
      )}

      <Section title={intl.formatMessage(homeMessages.statistics)}>
        <dl
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
            gap: theme.space.sm,
            margin: 0,
          })}
        >
          {figures.map((figure) => (
            <div
              key={figure.label.id}
              css={(theme) => ({
                padding: theme.space.sm,
                borderRadius: theme.radius.md,
                background: theme.color.surface,
                textAlign: 'center',
              })}
            >
              <dt css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.xs })}>
                {intl.formatMessage(figure.label)}
              </dt>
              <dd css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: 700 })}>
                {figure.value === undefined ? '–' : <CountUp end={figure.value} />}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <div
        css={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: layout === 'p' ? 'minmax(0, 3fr) minmax(0, 1fr)' : '1fr',
        }}
      >
        {/* Until the boxes arrive they hold a screen's height, so the live drops do not jump; on
            a phone the drops stand above them, so the boxes also wait for the drops' answer
            rather than be pushed down by it. */}
        <div
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: 16,
            minHeight: boxesReady ? undefined : '100vh',
          }}
        >
          {groupBoxes(boxesReady ? (boxes.data?.list ?? []) : []).map((group) => (
            <Section key={group.key} title={intl.formatMessage(group.label)}>
              <ul
                css={{
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                  display: 'grid',
                  gap: 8,
                  gridTemplateColumns:
                    layout === 'm'
                      ? 'repeat(2, minmax(0, 1fr))'
                      : 'repeat(auto-fill, minmax(180px, 1fr))',
                }}
              >
                {group.boxes.map((box) => (
                  <li key={box.boxId}>
                    <Link
                      to={`/${layout}/openbox?boxId=${box.boxId}`}
                      css={(theme) => ({
                        display: 'block',
                        padding: theme.space.sm,
                        borderRadius: theme.radius.md,
                        background: theme.color.surface,
                        color: theme.color.text,
                        textDecoration: 'none',
                      })}
                    >
                      <GoodsPicture
                        goods={{
                          name: box.name,
                          image: box.image,
                          quality: CATEGORY_QUALITY[box.category] ?? 'consumer',
                        }}
                      />
                      <span css={{ display: 'block', marginTop: 4 }}>{box.name}</span>
                      <Price value={box.price} />
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          ))}
        </div>

        {/* On a phone the live drops lead (the newest few); on desktop they sit beside the boxes. */}
        <div css={{ order: layout === 'm' ? -1 : 0 }}>
          <Section title={intl.formatMessage(homeMessages.liveDrops)}>
            {drops.data && drops.data.list.length === 0 && (
              <Empty imageSize={80} description={intl.formatMessage(homeMessages.noDrops)} />
            )}
            <ul
              aria-live="polite"
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
            >
              {drops.data?.list
                .slice(0, layout === 'm' ? MOBILE_LIVE_DROPS : LIVE_DROPS)
                .map((drop) => (
                  <li
                    key={drop.id}
                    css={(theme) => ({
                      display: 'flex',
                      alignItems: 'center',
                      gap: theme.space.sm,
                      padding: theme.space.xs,
                      borderRadius: theme.radius.sm,
                      background: theme.color.surface,
                      borderLeft: `3px solid ${qualityColor(theme, drop.goods.quality)}`,
                    })}
                  >
                    <span css={{ width: 56, flex: 'none' }}>
                      <GoodsPicture goods={drop.goods} />
                    </span>
                    <span css={(theme) => ({ minWidth: 0, fontSize: theme.fontSize.sm })}>
                      <span css={(theme) => ({ display: 'block', color: theme.color.textMuted })}>
                        {intl.formatMessage(homeMessages.liveDropLine, {
                          nickName: drop.nickName,
                          boxName: drop.boxName,
                        })}
                      </span>
                      <span css={{ display: 'block' }}>{drop.goods.name}</span>
                      <Price value={drop.goods.price} />
                    </span>
                  </li>
                ))}
            </ul>
          </Section>
        </div>
      </div>
    </Page>
  );
});
