import type { DemoSpin, OpenResult } from '@skinbox/api';
import {
  Button,
  ItemTile,
  LazyImage,
  Price,
  REEL_DURATION,
  REEL_STAGGER_MS,
  Reel,
  WinReveal,
  itemTone,
} from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAnnounceWhen } from '../../shared/announcer/LiveAnnouncer';
import { Notice } from '../../shared/frame/Notice';
import { priceOnFill } from '../../shared/frame/onFill';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsItemTile } from '../../shared/goods/GoodsItemTile';
import { artFallback, toItemTileData } from '../../shared/goods/itemTileData';
import { qualityMessages } from '../../shared/goods/messages';
import { sumMoney } from '../../shared/goods/money';
import { bestIndex, openingSum } from './finish';
import { openBoxMessages } from './messages';
import type { OpenBoxScreen } from './useOpenBoxScreen';

/** The most boxes "Open ×N" offers after a single opening: the most one call opens. */
const OPEN_MANY = 5;

/** A choice to open more from a result: the words and what it costs. */
function OpenMoreButton({
  screen,
  count,
  label,
  primary = false,
}: {
  screen: OpenBoxScreen;
  count: number;
  label: string;
  primary?: boolean;
}) {
  const cost = screen.box ? sumMoney(Array<string>(count).fill(screen.box.price)) : null;
  return (
    <Button
      size="large"
      block
      variant={primary ? 'primary' : 'default'}
      loading={screen.opening}
      onClick={() => void screen.openAgain(count)}
      css={{ whiteSpace: 'nowrap' }}
    >
      {label} {cost && <Price value={cost} css={primary ? priceOnFill : undefined} />}
    </Button>
  );
}

/** The demo's mark: over its reel and on its result, so nobody takes it for a real opening. */
function DemoBanner() {
  const intl = useIntl();
  return (
    <p
      data-testid="demo-banner"
      css={(theme) => ({
        margin: 0,
        justifySelf: 'center',
        padding: `2px ${theme.space.sm}`,
        borderRadius: theme.radius.sm,
        border: `1px solid ${theme.color.warning}`,
        color: theme.color.warning,
        fontSize: theme.fontSize.sm,
        fontWeight: 700,
      })}
    >
      {intl.formatMessage(openBoxMessages.demoBadge)}
    </p>
  );
}

/**
 * What the layout's live region says once a result shows (results are announced, the reels are
 * not).
 */
function useAnnouncement(screen: OpenBoxScreen): string {
  const intl = useIntl();
  const { stage, box } = screen;
  if (stage.kind === 'demo' && !stage.spinning) {
    return intl.formatMessage(openBoxMessages.announceDemo, {
      name: stage.demo.goods.name,
      price: stage.demo.goods.price,
    });
  }
  if (stage.kind !== 'result' || !box) return '';
  const [first] = stage.results;
  if (stage.results.length === 1 && first) {
    return intl.formatMessage(openBoxMessages.announceWin, {
      name: first.goods.name,
      quality: intl.formatMessage(qualityMessages[first.goods.quality]),
      price: first.goods.price,
    });
  }
  const sum = openingSum(
    stage.results.map((r) => r.goods.price),
    box.price,
  );
  return intl.formatMessage(openBoxMessages.announceMany, {
    count: stage.results.length,
    won: sum.won,
    spent: sum.spent,
  });
}

/** The reels of an opening (or a demo): one per box, stopping one after another. */
function Reels({ screen }: { screen: OpenBoxScreen }) {
  const { box, layout, stage } = screen;
  const demo = stage.kind === 'demo';
  const last = screen.strips.length - 1;
  const keyOf = (row: number) =>
    stage.kind === 'spinning'
      ? stage.results[row]?.openId
      : stage.kind === 'demo'
        ? stage.demo.demoSeed
        : undefined;
  return (
    <div data-testid="reels" css={{ display: 'grid', gap: 4, width: '100%' }}>
      {demo && <DemoBanner />}
      {box && (
        // The case stays in view above its reels, smaller, as the player watches it open.
        <LazyImage
          src={box.image}
          error={artFallback(box.image)}
          alt={box.name}
          fit="contain"
          eager
          width={layout === 'm' ? 128 : 160}
          height={layout === 'm' ? 96 : 120}
          data-testid="spinning-box-art"
          css={{ background: 'transparent', justifySelf: 'center' }}
        />
      )}
      {screen.strips.map((tiles, row) => (
        <Reel
          // Reels are positional: one per opened box, in order.
          key={row}
          tiles={tiles}
          spinKey={keyOf(row)}
          tileWidth={layout === 'm' ? 120 : 150}
          // Several reels land one after another, the last one last.
          duration={REEL_DURATION + row * REEL_STAGGER_MS}
          onTick={row === 0 ? screen.tick : undefined}
          onStop={() => screen.landed(row)}
          onHeld={row === last ? screen.showResults : undefined}
        />
      ))}
    </div>
  );
}

/** One box's result: the reveal (across the stage on desktop) with Sell, Open again, Open ×N. */
function SingleResult({ screen, result }: { screen: OpenBoxScreen; result: OpenResult }) {
  const intl = useIntl();
  const { box, layout } = screen;
  if (!box) return null;
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'center', width: '100%' }}>
      <WinReveal
        item={{ ...toItemTileData(result.goods), price: result.goods.price }}
        cost={box.price}
        selling={screen.selling}
        animate={screen.motion}
        wide={layout === 'p'}
        onSell={() => void screen.sell([result])}
        onKeep={screen.keep}
        actions={
          <>
            <OpenMoreButton
              screen={screen}
              count={1}
              label={intl.formatMessage(openBoxMessages.openAgain)}
            />
            <OpenMoreButton
              screen={screen}
              count={OPEN_MANY}
              label={intl.formatMessage(openBoxMessages.openMany, { count: OPEN_MANY })}
            />
          </>
        }
        css={{ width: '100%', maxWidth: layout === 'p' ? 'none' : 420, boxSizing: 'border-box' }}
      />
      <Link to={screen.verifyHref(result.rollId)} css={(theme) => ({ color: theme.color.primary })}>
        {intl.formatMessage(openBoxMessages.verify, { rollId: result.rollId })}
      </Link>
    </div>
  );
}

/**
 * Several boxes' finish: "won X of Y spent" with the net in green or red, the best drop lit first,
 * then every drop with its own Sell and verification; Sell all, Open ×N again, Keep all.
 */
function ManyResults({
  screen,
  stage,
}: {
  screen: OpenBoxScreen;
  stage: Extract<OpenBoxScreen['stage'], { kind: 'result' }>;
}) {
  const intl = useIntl();
  const { box, layout } = screen;
  if (!box) return null;
  const prices = stage.results.map((r) => r.goods.price);
  const sum = openingSum(prices, box.price);
  const best = stage.results[bestIndex(prices)];
  const unsold = stage.results.filter((r) => !stage.sold.has(r.bagItemId));
  return (
    <section
      aria-labelledby="opening-finish"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        width: '100%',
        padding: theme.space.lg,
        boxSizing: 'border-box',
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
      })}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 8,
        }}
      >
        <h2 id="opening-finish" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>
          {intl.formatMessage(openBoxMessages.results)}
        </h2>
        <p
          data-testid="opening-finish"
          css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg, fontWeight: 700 })}
        >
          {intl.formatMessage(openBoxMessages.finish, { won: sum.won, spent: sum.spent })}{' '}
          <span
            data-testid="opening-net"
            css={(theme) => ({ color: sum.ahead ? theme.color.success : theme.color.danger })}
          >
            {sum.ahead ? `+${sum.net}` : sum.net}
          </span>
        </p>
      </div>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: layout === 'p' ? '280px minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {best && (
          <div
            css={(theme) => ({
              display: 'grid',
              gap: 4,
              justifyItems: 'center',
              padding: theme.space.sm,
              borderRadius: theme.radius.md,
              boxShadow: `0 0 24px 2px ${itemTone(theme, toItemTileData(best.goods).quality, toItemTileData(best.goods).special)}`,
            })}
          >
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(openBoxMessages.bestDrop)}
            </span>
            <ItemTile
              {...toItemTileData(best.goods)}
              size={layout === 'p' ? 'large' : 'medium'}
              eager
            />
          </div>
        )}
        <div css={goodsGridCss(layout)}>
          {stage.results.map((result) => (
            <div key={result.bagItemId} css={{ display: 'grid', gap: 4, minWidth: 0 }}>
              <GoodsItemTile goods={result.goods} />
              <Link
                to={screen.verifyHref(result.rollId)}
                css={(theme) => ({ color: theme.color.primary, fontSize: theme.fontSize.xs })}
              >
                {intl.formatMessage(openBoxMessages.verify, { rollId: result.rollId })}
              </Link>
              <Button
                size="small"
                disabled={stage.sold.has(result.bagItemId)}
                onClick={() => void screen.sell([result])}
              >
                {intl.formatMessage(openBoxMessages.sell)}
              </Button>
            </div>
          ))}
        </div>
      </div>
      <div
        css={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: layout === 'p' ? 'repeat(3, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        }}
      >
        <Button
          variant="primary"
          size="large"
          block
          loading={screen.selling}
          disabled={unsold.length === 0}
          onClick={() => void screen.sell(stage.results)}
        >
          {intl.formatMessage(openBoxMessages.sellAll, {
            total: sumMoney(unsold.map((r) => r.goods.price)),
          })}
        </Button>
        <OpenMoreButton
          screen={screen}
          count={stage.results.length}
          label={intl.formatMessage(openBoxMessages.openMany, { count: stage.results.length })}
        />
        <Button size="large" block onClick={screen.keep}>
          {intl.formatMessage(openBoxMessages.keepAll)}
        </Button>
      </div>
      {stage.credited && (
        <Notice tone="success">
          {intl.formatMessage(openBoxMessages.sold, { credited: stage.credited })}
        </Notice>
      )}
    </section>
  );
}

/** A demo's result: the reveal marked as a demo, its seed, no Sell or Keep; the way to play for real. */
function DemoResult({ screen, demo }: { screen: OpenBoxScreen; demo: DemoSpin }) {
  const intl = useIntl();
  const { box, layout } = screen;
  if (!box) return null;
  const signedIn = screen.signedIn;
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'center', width: '100%' }}>
      <WinReveal
        item={{ ...toItemTileData(demo.goods), price: demo.goods.price }}
        cost={box.price}
        animate={screen.motion}
        wide={layout === 'p'}
        title={intl.formatMessage(openBoxMessages.demoTitle)}
        badge={intl.formatMessage(openBoxMessages.demoBadge)}
        actions={
          <>
            <Button
              variant="primary"
              size="large"
              block
              onClick={signedIn ? screen.topUp : screen.signIn}
              // On a phone each takes a row: "Đăng nhập để mở" needs the width.
              css={layout === 'm' ? { minWidth: '100%' } : undefined}
            >
              {intl.formatMessage(
                signedIn ? openBoxMessages.demoTopUp : openBoxMessages.demoSignIn,
              )}
            </Button>
            <Button
              size="large"
              block
              loading={screen.demoing}
              onClick={() => void screen.demoSpin()}
              css={layout === 'm' ? { minWidth: '100%' } : undefined}
            >
              {intl.formatMessage(openBoxMessages.demoAgain)}
            </Button>
          </>
        }
        css={{ width: '100%', maxWidth: layout === 'p' ? 'none' : 420, boxSizing: 'border-box' }}
      />
      <p
        css={(theme) => ({
          margin: 0,
          maxWidth: '100%',
          color: theme.color.textMuted,
          fontSize: theme.fontSize.xs,
          overflowWrap: 'anywhere',
        })}
      >
        {intl.formatMessage(openBoxMessages.demoSeed, {
          seed: demo.demoSeed,
          ticket: demo.ticket,
        })}
      </p>
    </div>
  );
}

/**
 * The stage of the box page: the case art; while opening the reels (landing one after another,
 * each lit in its rarity before the reveal); then the result: one box's reveal, several boxes'
 * finish, or a demo's marked result. Results are said in a live region.
 */
export function OpeningStage({
  screen,
  caseArt,
}: {
  screen: OpenBoxScreen;
  /** The case as it stands before an opening (or its room while the box loads). */
  caseArt: ReactNode;
}) {
  useAnnounceWhen(useAnnouncement(screen));
  const { stage } = screen;
  let shown: ReactNode;
  if (stage.kind === 'spinning' || (stage.kind === 'demo' && stage.spinning)) {
    shown = <Reels screen={screen} />;
  } else if (stage.kind === 'demo') {
    shown = <DemoResult screen={screen} demo={stage.demo} />;
  } else if (stage.kind === 'result' && stage.results.length === 1 && stage.results[0]) {
    shown = <SingleResult screen={screen} result={stage.results[0]} />;
  } else if (stage.kind === 'result' && stage.results.length > 1) {
    shown = <ManyResults screen={screen} stage={stage} />;
  } else {
    shown = caseArt;
  }
  return <>{shown}</>;
}
