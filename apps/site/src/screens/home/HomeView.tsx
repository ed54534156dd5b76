import type { BoxSummary } from '@skinbox/api';
import { Button, CaseCard, CountUp } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Section } from '../../shared/frame/Page';
import { artFallback } from '../../shared/goods/itemTileData';
import { HeroBanners } from './HeroBanners';
import { homeMessages } from './messages';
import { HOT_BOXES } from './picks';
import type { HomeScreen } from './useHomeScreen';

export interface HomeViewProps extends HomeScreen {
  /** Sends clicks on the case cards through the router (useInternalLinks). */
  linkContainer?: (container: HTMLElement | null) => void;
}

/**
 * Cards in rows: two across on a phone; on desktop as many 176 px columns as fit, or exactly
 * `across` (a short row spans the width instead of ending in empty columns).
 */
function CardGrid({
  layout,
  across,
  children,
}: {
  layout: Layout;
  across?: number;
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
              ? `repeat(${across}, minmax(0, 1fr))`
              : 'repeat(auto-fill, minmax(176px, 1fr))',
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
  const { layout, featured, hot, groups, figures, openboxHref } = screen;
  const boxHref = (box: BoxSummary) => `${openboxHref}?boxId=${box.boxId}`;
  const card = (box: BoxSummary, badge?: ReactNode) => (
    <li key={box.boxId}>
      <CaseCard
        fill
        name={box.name}
        image={box.image}
        fallbackImage={artFallback(box.image)}
        price={box.price}
        href={boxHref(box)}
        badge={badge}
      />
    </li>
  );
  const firstBox = featured?.[0];
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
              href={boxHref(firstBox)}
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

      {/* Until the boxes arrive they hold a screen's height, so nothing below them jumps. */}
      <div
        id="boxes"
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: layout === 'm' ? theme.space.lg : theme.space.xl,
          minHeight: featured ? undefined : '100vh',
        })}
      >
        {featured && featured.length > 0 && (
          <Section title={intl.formatMessage(homeMessages.featured)}>
            <CardGrid layout={layout} across={featured.length}>
              {featured.map((box) => card(box))}
            </CardGrid>
          </Section>
        )}
        {hot.length > 0 && (
          <Section title={intl.formatMessage(homeMessages.hot)}>
            <CardGrid layout={layout} across={HOT_BOXES}>
              {hot.map(({ box, opens }) =>
                card(
                  box,
                  <span title={intl.formatMessage(homeMessages.recentOpens, { count: opens })}>
                    {intl.formatMessage(homeMessages.hotBadge)} ×{opens}
                  </span>,
                ),
              )}
            </CardGrid>
          </Section>
        )}
        {groups.map((group) => (
          <Section key={group.key} title={intl.formatMessage(group.label)}>
            <CardGrid layout={layout}>{group.boxes.map((box) => card(box))}</CardGrid>
          </Section>
        ))}
      </div>
    </main>
  );
}
