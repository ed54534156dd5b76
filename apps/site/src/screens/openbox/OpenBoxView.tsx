import { boxes, PAGE_SIZE } from '@skinbox/api';
import {
  Button,
  CASE_ART_RATIO,
  Empty,
  FireworksOverlay,
  Icon,
  ItemTileSkeleton,
  LazyImage,
  Price,
  Skeleton,
  SkeletonRegion,
  Switch,
  itemTone,
} from '@skinbox/ui';
import { useTheme } from '@emotion/react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Choices } from '../../shared/frame/Choices';
import { Notice } from '../../shared/frame/Notice';
import { priceOnFill } from '../../shared/frame/onFill';
import { Page, Section } from '../../shared/frame/Page';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { goodsMessages, qualityMessages } from '../../shared/goods/messages';
import { artFallback } from '../../shared/goods/itemTileData';
import { LimitRefusalNotice } from '../../shared/limits/LimitRefusalNotice';
import { openBoxMessages } from './messages';
import { OpeningStage } from './OpeningStage';
import { formatOdds } from '../../shared/goods/formatOdds';
import type { RarityOdds } from './odds';
import type { OpenBoxScreen } from './useOpenBoxScreen';

// The filter fields (and the error texts they check with) load the first time the filters open.
const RangeFields = lazy(() =>
  import('../../shared/frame/RangeFields').then((m) => ({ default: m.RangeFields })),
);

const COUNTS = Array.from({ length: boxes.MAX_OPENS_PER_CALL }, (_, i) => String(i + 1));

export interface OpenBoxViewProps extends OpenBoxScreen {
  /** The deposit sheet, shown while `deposit` is set (the site's is DepositSheet). */
  depositSheet?: ReactNode;
}

/** A labelled switch that keeps its words on one line. */
function Toggle({
  label,
  icon,
  checked,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <label
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        whiteSpace: 'nowrap',
        color: theme.color.textMuted,
        fontSize: theme.fontSize.sm,
        cursor: 'pointer',
      })}
    >
      {icon}
      {label}
      <Switch size={20} checked={checked} onChange={onChange} />
    </label>
  );
}

/** The box's odds by rarity: a bar of the shares in their colours and the figures under it. */
function OddsSummary({ odds }: { odds: RarityOdds[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const label = (tier: RarityOdds) =>
    tier.special
      ? intl.formatMessage(openBoxMessages.special)
      : intl.formatMessage(qualityMessages[tier.grade]);
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <div
        aria-hidden
        css={(t) => ({
          display: 'flex',
          height: 6,
          overflow: 'hidden',
          borderRadius: t.radius.round,
          background: t.color.surfaceRaised,
        })}
      >
        {odds.map((tier) => (
          <span
            key={label(tier)}
            style={{
              flex: `${tier.percent} 0 0`,
              minWidth: 3,
              background: itemTone(theme, tier.quality, tier.special),
            }}
          />
        ))}
      </div>
      <ul
        aria-label={intl.formatMessage(openBoxMessages.oddsByRarity)}
        css={(t) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: `${t.space.xs} ${t.space.md}`,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          fontSize: t.fontSize.sm,
        })}
      >
        {odds.map((tier) => (
          <li
            key={label(tier)}
            css={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
          >
            <span
              aria-hidden
              css={{ width: 8, height: 8, borderRadius: '50%' }}
              style={{ background: itemTone(theme, tier.quality, tier.special) }}
            />
            <span css={(t) => ({ color: t.color.textMuted })}>{label(tier)}</span>
            <span>
              {intl.formatMessage(openBoxMessages.percent, {
                value: formatOdds(String(tier.percent), intl.locale),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The box page as the player sees it, from its state alone (useOpenBoxScreen): the case art with
 * its price, odds by rarity, how many to open and the Open button; the reels under a smaller art
 * while they spin; the win reveal or the results; then the contents, dearest first with the top drop
 * marked, their odds to sensible precision, and the filters folded behind a control.
 */
/** The size of the box's art: the picture, and its room while the box loads. */
const boxArtCss = (layout: OpenBoxViewProps['layout']) =>
  ({ maxWidth: layout === 'm' ? 280 : 360, aspectRatio: CASE_ART_RATIO }) as const;

export function OpenBoxView(screen: OpenBoxViewProps) {
  const intl = useIntl();
  const { layout, box, stage } = screen;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the fields stay mounted while folded again, keeping what was typed.
  const [filtersShown, setFiltersShown] = useState(false);
  if (filtersOpen && !filtersShown) setFiltersShown(true);
  const filtersId = useId();
  const demoHintId = useId();
  const spinning = stage.kind === 'spinning' || (stage.kind === 'demo' && stage.spinning);

  if (screen.noBoxChosen || screen.notFound)
    return (
      <Page
        layout={layout}
        title={intl.formatMessage(
          screen.notFound ? openBoxMessages.notFound : openBoxMessages.missingBox,
        )}
      >
        <Empty
          image={screen.notFound ? 'search' : 'default'}
          description={intl.formatMessage(
            screen.notFound ? openBoxMessages.notFoundHint : openBoxMessages.missingHint,
          )}
        >
          <Button variant="primary" onClick={screen.goHome}>
            {intl.formatMessage(openBoxMessages.backHome)}
          </Button>
        </Empty>
      </Page>
    );

  const topDrop = screen.items[0];
  return (
    <Page
      layout={layout}
      title={box?.name ?? intl.formatMessage(goodsMessages.loading)}
      actions={
        <Link
          to={screen.fairnessHref}
          css={(theme) => ({ color: theme.color.primary, whiteSpace: 'nowrap' })}
        >
          {intl.formatMessage(openBoxMessages.fairness)}
        </Link>
      }
    >
      <section
        aria-label={box?.name}
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          padding: theme.space.md,
          borderRadius: theme.radius.lg,
          background: `radial-gradient(circle at 50% 35%, ${theme.color.surfaceRaised}, ${theme.color.surface} 70%)`,
          border: `1px solid ${theme.color.border}`,
          justifyItems: 'center',
        })}
      >
        <OpeningStage
          screen={screen}
          caseArt={
            box ? (
              <LazyImage
                src={box.image}
                error={artFallback(box.image)}
                alt={box.name}
                fit="contain"
                eager
                width="100%"
                css={{ ...boxArtCss(layout), background: 'transparent' }}
              />
            ) : (
              // The art's room is kept while the box loads, so the controls below do not jump
              // down when it arrives (Lighthouse counted a layout shift of 0.15 on a phone). The
              // ratio goes to the Skeleton itself: as a style it lost to the block's own 1em height.
              <Skeleton
                data-testid="box-art-placeholder"
                aspectRatio={CASE_ART_RATIO}
                style={{ width: '100%', ...boxArtCss(layout) }}
              />
            )
          }
        />
        {screen.soldNote && (
          <Notice tone="success">
            {intl.formatMessage(openBoxMessages.sold, { credited: screen.soldNote })}
          </Notice>
        )}
        {screen.limitRefusal && <LimitRefusalNotice msg={screen.limitRefusal} />}
        {(stage.kind === 'spinning' || (stage.kind === 'demo' && stage.spinning)) && (
          <Button onClick={screen.showResults}>{intl.formatMessage(openBoxMessages.skip)}</Button>
        )}
        {screen.odds.length > 0 ? (
          <div css={{ width: '100%', maxWidth: 560 }}>
            <OddsSummary odds={screen.odds} />
          </div>
        ) : (
          !box && (
            // The odds' bar and line, held while the box loads.
            <div css={{ display: 'grid', gap: 8, width: '100%', maxWidth: 560 }}>
              <Skeleton shape="text" height={6} />
              <Skeleton shape="text" width="80%">
                <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>{'\u00a0'}</span>
              </Skeleton>
            </div>
          )
        )}
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 12,
          }}
        >
          <Choices
            label={intl.formatMessage(openBoxMessages.count)}
            choices={COUNTS.map((value) => ({
              value,
              label: intl.formatMessage(openBoxMessages.countOption, { count: Number(value) }),
            }))}
            value={screen.count}
            onChange={screen.setCount}
          />
          <Button
            variant="primary"
            size="large"
            loading={screen.opening}
            disabled={!box || spinning}
            onClick={() => void screen.open()}
            css={{ minWidth: 160, whiteSpace: 'nowrap' }}
          >
            {intl.formatMessage(openBoxMessages.open)}{' '}
            {screen.total && <Price value={screen.total} css={priceOnFill} />}
          </Button>
          {screen.canDemo && (
            <Button
              size="large"
              loading={screen.demoing}
              disabled={!box || spinning}
              aria-describedby={demoHintId}
              onClick={() => void screen.demoSpin()}
              css={{ whiteSpace: 'nowrap' }}
            >
              {intl.formatMessage(openBoxMessages.demo)}
            </Button>
          )}
        </div>
        {screen.canDemo && (
          <p
            id={demoHintId}
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
              textAlign: 'center',
            })}
          >
            {intl.formatMessage(openBoxMessages.demoHint)}
          </p>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 16 }}>
          <Toggle
            label={intl.formatMessage(openBoxMessages.sound)}
            icon={<Icon name={screen.soundOn ? 'sound-on' : 'sound-off'} />}
            checked={screen.soundOn}
            onChange={screen.setSound}
          />
          <Toggle
            label={intl.formatMessage(openBoxMessages.animation)}
            icon={<Icon name={screen.animationOn ? 'motion' : 'motion-off'} />}
            checked={screen.animationOn}
            onChange={screen.setAnimation}
          />
        </div>
      </section>

      <Section title={intl.formatMessage(openBoxMessages.contents)}>
        <div>
          <Button
            size="small"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            icon={<Icon name="filter" size={16} />}
            onClick={() => setFiltersOpen(!filtersOpen)}
            css={{ whiteSpace: 'nowrap' }}
          >
            {screen.activeFilters > 0
              ? intl.formatMessage(openBoxMessages.filtersOn, { count: screen.activeFilters })
              : intl.formatMessage(openBoxMessages.filters)}
          </Button>
        </div>
        <div
          id={filtersId}
          hidden={!filtersOpen}
          css={(theme) => ({
            padding: theme.space.sm,
            borderRadius: theme.radius.md,
            border: `1px solid ${theme.color.border}`,
            background: theme.color.surface,
          })}
        >
          {filtersShown && (
            <Suspense fallback={null}>
              <RangeFields
                minLabel={intl.formatMessage(openBoxMessages.minProbability)}
                maxLabel={intl.formatMessage(openBoxMessages.maxProbability)}
                min={screen.probability.min}
                max={screen.probability.max}
                onChange={screen.setProbability}
                rangeError="errors.probabilityRange"
              />
              <RangeFields
                minLabel={intl.formatMessage(goodsMessages.minPrice)}
                maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
                min={screen.price.min}
                max={screen.price.max}
                onChange={screen.setPrice}
                rangeError="errors.priceRange"
              />
            </Suspense>
          )}
        </div>
        {box && screen.items.length === 0 && <Empty image="search" />}
        {!box && (
          <SkeletonRegion css={goodsGridCss(layout)}>
            {Array.from({ length: PAGE_SIZE }, (_, index) => (
              <ItemTileSkeleton key={index} fill lines={{ wear: true, price: true, note: true }} />
            ))}
          </SkeletonRegion>
        )}
        <div css={goodsGridCss(layout)}>
          {screen.items.map((item) => (
            <div key={item.goods.goodsId} css={{ position: 'relative', minWidth: 0 }}>
              <GoodsItemTile
                goods={item.goods}
                note={intl.formatMessage(openBoxMessages.probability, {
                  value: formatOdds(item.probability, intl.locale),
                })}
              />
              {item === topDrop && (
                <span
                  css={(theme) => ({
                    position: 'absolute',
                    top: theme.space.xs,
                    right: theme.space.xs,
                    padding: '0 6px',
                    borderRadius: theme.radius.sm,
                    background: theme.color.primary,
                    color: theme.color.primaryText,
                    fontSize: theme.fontSize.xs,
                    fontWeight: 700,
                    lineHeight: '16px',
                  })}
                >
                  {intl.formatMessage(openBoxMessages.topDrop)}
                </span>
              )}
            </div>
          ))}
        </div>
      </Section>
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
      <FireworksOverlay
        visible={screen.fireworks}
        animated={screen.animationOn}
        data-testid="top-drop-fireworks"
      />
      {screen.deposit && screen.depositSheet}
    </Page>
  );
}
