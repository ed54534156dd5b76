import type { BoxSummary } from '@skinbox/api';
import { Button, CaseCard, CaseCardSkeleton, CountUp, Skeleton, SkeletonRegion } from '@skinbox/ui';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Section } from '../../shared/frame/Page';
import { artFallback } from '../../shared/goods/itemTileData';
import { HeroBanners } from './HeroBanners';
import { homeMessages } from './messages';
import { bandColumns, leadSpansRow, PICK_CARD_MAX_PX } from './picksLayout';
import type { HomeScreen } from './useHomeScreen';

/** A box's opening page. */
const boxHref = (openboxHref: string, box: BoxSummary) => `${openboxHref}?boxId=${box.boxId}`;

export interface HomeViewProps extends HomeScreen {
  /** Sends clicks on the case cards through the router (useInternalLinks). */
  linkContainer?: (container: HTMLElement | null) => void;
}

/**
 * Cards in rows: two across on a phone (the first spanning the row when `leadSpans`); on desktop
 * exactly `across` columns of at most PICK_CARD_MAX_PX, or as many 176 px columns as fit.
 */
function CardGrid({
  layout,
  across,
  leadSpans = false,
  children,
}: {
  layout: Layout;
  across?: number;
  leadSpans?: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space.sm,
        gridTemplateColumns:
          layout === 'm'
            ? 'repeat(2, minmax(0, 1fr))'
            : across
              ? `repeat(${across}, minmax(0, ${PICK_CARD_MAX_PX}px))`
              : // Empty tracks collapse (auto-fit): a category shorter than a row widens its
                // cards to fill it instead of ending in empty columns.
                'repeat(auto-fit, minmax(176px, 1fr))',
        '& > li:first-of-type': leadSpans ? { gridColumn: '1 / -1' } : {},
      })}
    >
      {children}
    </ul>
  );
}

/**
 * The home as the player sees it, from its state alone (useHomeScreen): the hero (headline over
 * the banners), the platform figures that have something to count, featured and hot boxes, and
 * every box by category, each a kit CaseCard leading to its opening page.
 */
export function HomeView({ linkContainer, ...screen }: HomeViewProps) {
  const intl = useIntl();
  const { layout, featured, hot, groups, figures, openboxHref, boxesOn } = screen;
  const firstBox = boxesOn ? featured?.[0] : undefined;
  return (
    <main
      data-layout={layout}
      ref={linkContainer}
      css={(theme) => ({
        padding: layout === 'm' ? theme.space.md : theme.space.xl,
        display: 'flex',
        flexDirection: 'column',
        gap: layout === 'm' ? theme.space.lg : theme.space.xl,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize.md,
      })}
    >
      <HeroBanners layout={layout} banners={screen.banners ?? []} animate={screen.animate}>
        <h1
          css={(theme) => ({
            margin: 0,
            fontSize: layout === 'm' ? theme.fontSize.xl : theme.fontSize.display,
            lineHeight: theme.lineHeight.tight,
          })}
        >
          {intl.formatMessage(homeMessages.heading)}
        </h1>
        <p
          css={(theme) => ({
            margin: 0,
            color: theme.color.textMuted,
            fontSize: layout === 'm' ? theme.fontSize.sm : theme.fontSize.lg,
            lineHeight: theme.lineHeight.normal,
          })}
        >
          {intl.formatMessage(homeMessages.tagline)}
        </p>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {firstBox && (
            <Button
              href={boxHref(openboxHref, firstBox)}
              variant="primary"
              size={layout === 'm' ? 'small' : 'large'}
            >
              {intl.formatMessage(homeMessages.openNow)}
            </Button>
          )}
          {!screen.signedIn && (
            <Button href={screen.registerHref} size={layout === 'm' ? 'small' : 'large'}>
              {intl.formatMessage(homeMessages.signUp)}
            </Button>
          )}
        </div>
      </HeroBanners>

      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: `${theme.space.sm} ${theme.space.xl}`,
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        {figures.length > 0 && (
          <dl
            aria-label={intl.formatMessage(homeMessages.statistics)}
            css={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              gap: `${theme.space.sm} ${theme.space.xl}`,
              margin: 0,
            })}
          >
            {figures.map((figure) => (
              <div key={figure.label.id} css={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
                <dt css={{ order: 2 }}>{intl.formatMessage(figure.label)}</dt>
                <dd
                  css={(theme) => ({
                    margin: 0,
                    order: 1,
                    color: theme.color.text,
                    fontSize: theme.fontSize.lg,
                    fontWeight: 700,
                  })}
                >
                  <CountUp end={figure.value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <Link
          to={screen.fairnessHref}
          css={(theme) => ({ marginLeft: 'auto', color: theme.color.primary })}
        >
          {intl.formatMessage(homeMessages.fairness)}
        </Link>
      </div>

      <HomeBoxes
        layout={layout}
        boxesOn={boxesOn}
        featured={featured}
        hot={hot}
        groups={groups}
        openboxHref={openboxHref}
      />
    </main>
  );
}

/**
 * Every box of the home: featured, hot and by category. Memoised: the figures, the online count,
 * the banners and the session change far more often than the boxes, and none of them needs fifty
 * case cards rendered again.
 */
const HomeBoxes = memo(function HomeBoxes({
  layout,
  boxesOn,
  featured,
  hot,
  groups,
  openboxHref,
}: Pick<HomeScreen, 'layout' | 'boxesOn' | 'featured' | 'hot' | 'groups' | 'openboxHref'>) {
  const intl = useIntl();
  const card = (box: BoxSummary, badge?: ReactNode) => (
    <li key={box.boxId}>
      <CaseCard
        fill
        name={box.name}
        image={box.image}
        fallbackImage={artFallback(box.image)}
        price={box.price}
        href={boxHref(openboxHref, box)}
        badge={badge}
      />
    </li>
  );
  // Until the boxes arrive they hold a screen's height with skeleton cards, so nothing below them
  // jumps and the place reads as loading boxes.
  return (
    <div
      id="boxes"
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: layout === 'm' ? theme.space.lg : theme.space.xl,
        minHeight: boxesOn === false || featured ? undefined : '100vh',
      })}
    >
      {boxesOn !== false && !featured && <BoxesSkeleton layout={layout} />}
      {boxesOn && (
        <Picks
          layout={layout}
          featured={(featured ?? []).map((box) => card(box))}
          hot={hot.map(({ box, opens }) =>
            card(
              box,
              <span title={intl.formatMessage(homeMessages.recentOpens, { count: opens })}>
                {intl.formatMessage(homeMessages.hotBadge)} ×{opens}
              </span>,
            ),
          )}
        />
      )}
      {boxesOn &&
        groups.map((group) => (
          <Section key={group.key} title={intl.formatMessage(group.label)}>
            <CardGrid layout={layout}>{group.boxes.map((box) => card(box))}</CardGrid>
          </Section>
        ))}
    </div>
  );
});

/** Skeleton case cards under a skeleton heading, standing for the boxes until they arrive. */
function BoxesSkeleton({ layout }: { layout: Layout }) {
  return (
    <SkeletonRegion css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <Skeleton shape="text" width={120}>
        <span css={(theme) => ({ fontSize: theme.fontSize.lg })}>{'\u00a0'}</span>
      </Skeleton>
      <CardGrid layout={layout}>
        {Array.from({ length: layout === 'm' ? 6 : 10 }, (_, index) => (
          <li key={index}>
            <CaseCardSkeleton fill />
          </li>
        ))}
      </CardGrid>
    </SkeletonRegion>
  );
}

/**
 * The featured and hot rows (picksLayout): on desktop side by side in one band, a column per card,
 * so neither row ends in empty columns; on a phone stacked, two across, an odd row led by a card
 * spanning it. A row without cards is left out.
 */
function Picks({
  layout,
  featured,
  hot,
}: {
  layout: Layout;
  featured: ReactNode[];
  hot: ReactNode[];
}) {
  const intl = useIntl();
  const rows = [
    { key: 'featured', title: intl.formatMessage(homeMessages.featured), cards: featured },
    { key: 'hot', title: intl.formatMessage(homeMessages.hot), cards: hot },
  ].filter((row) => row.cards.length > 0);
  if (rows.length === 0) return null;
  if (layout === 'm')
    return rows.map((row) => (
      <Section key={row.key} title={row.title}>
        <CardGrid layout={layout} leadSpans={leadSpansRow(row.cards.length)}>
          {row.cards}
        </CardGrid>
      </Section>
    ));
  return (
    <div
      data-testid="picks-band"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        gridTemplateColumns: `repeat(${bandColumns(featured.length, hot.length)}, minmax(0, ${PICK_CARD_MAX_PX}px))`,
      })}
    >
      {rows.map((row) => (
        <div key={row.key} css={{ gridColumn: `span ${row.cards.length}` }}>
          <Section title={row.title}>
            <CardGrid layout={layout} across={row.cards.length}>
              {row.cards}
            </CardGrid>
          </Section>
        </div>
      ))}
    </div>
  );
}
