import { Button, CountDown, Empty, LazyImage, Loading, Price } from '@skinbox/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { MODE_HINT } from '../battle-common/labels';
import { battleMessages } from '../battle-common/messages';
import { linkButtonCss } from '../battle-common/linkButtonCss';
import { RoomTags } from '../battle-common/RoomTags';
import { BattleResult } from './BattleResult';
import { battleDetailMessages } from './messages';
import { SeatLane, type LaneMark } from './SeatLane';
import { PhoneSeats } from './PhoneSeats';
import { landedRounds, leadShares, leaderOf, seatTotals } from './show';
import type { BattleDetailScreen } from './useBattleDetailScreen';

// The password dialog (the kit's dialog and field) loads the first time a locked room asks for
// its password: most visits never see it, and the first screen waits for every chunk it imports.
const PasswordDialog = lazy(() =>
  import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })),
);

/** `children` from the first time `asked` is true on, kept mounted so the dialog closes as always. */
function OnceAsked({ asked, children }: { asked: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(asked);
  if (asked && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all' as const,
  fontSize: 12,
};

/**
 * A battle room as the player sees it, from its state alone (useBattleDetailScreen): the room's
 * marks, boxes and seeds; while it waits, its seats with a join button on each free one, the
 * dissolve countdown and the creator's bots; then the show, one lane per seat with the round's
 * reel, the drops that stand and the running total; at the end the winner's reveal.
 * `verify` is desktop's verification in place (mobile links to its page).
 */
export function BattleDetailView({
  verify,
  ...screen
}: BattleDetailScreen & { verify?: ReactNode }) {
  const intl = useIntl();
  const { layout, detail, show, serverNow } = screen;

  if (screen.status !== 'ready' || !detail) {
    return (
      <Page layout={layout} title={intl.formatMessage(battleMessages.view)}>
        {screen.status === 'loading' && <Loading />}
        {screen.status === 'missing' && (
          <Empty description={intl.formatMessage(battleDetailMessages.missing)}>
            <Link to={screen.links.lobby} css={(theme) => linkButtonCss(theme)}>
              {intl.formatMessage(battleDetailMessages.lobby)}
            </Link>
          </Empty>
        )}
        {screen.status === 'failed' && (
          <Empty image="network" description={intl.formatMessage(battleMessages.loadFailed)}>
            <Button variant="primary" onClick={screen.retry}>
              {intl.formatMessage(battleMessages.retry)}
            </Button>
          </Empty>
        )}
      </Page>
    );
  }

  const landed = landedRounds(show);
  const totals = seatTotals(detail, landed);
  const leader =
    show.phase === 'rolling' || show.phase === 'settling'
      ? leaderOf(detail.mode, totals, landed)
      : null;
  const shares = leadShares(detail.mode, totals);
  const over = show.phase === 'over';
  const mark = (seat: number): LaneMark => {
    if (over) {
      if (detail.winnerSeat === null) return null;
      return seat === detail.winnerSeat ? 'winner' : 'loser';
    }
    return seat === leader ? 'leading' : null;
  };
  const free = detail.seats.filter((s) => s.player === null).length;
  const creator = screen.viewerId !== null && screen.viewerId === detail.creatorId;
  const canJoin = detail.status === 'waiting' && detail.mySeat === null;
  const rounds = detail.boxes.flatMap((line) => Array.from({ length: line.count }, () => line.box));
  const current = show.phase === 'rolling' ? show.round : null;

  return (
    <Page
      layout={layout}
      title={intl.formatMessage(battleDetailMessages.title, { id: detail.battleId })}
      actions={
        <Button size="small" onClick={screen.share}>
          {intl.formatMessage(battleDetailMessages.share)}
        </Button>
      }
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <RoomTags
          kind={detail.kind}
          mode={detail.mode}
          status={detail.status}
          hasPassword={detail.hasPassword}
        />
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(MODE_HINT[detail.mode])}
        </span>
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginLeft: 'auto' }}>
          {intl.formatMessage(battleMessages.cost)} <Price value={detail.cost} />
        </span>
      </div>

      <ol
        aria-label={intl.formatMessage(battleDetailMessages.boxes)}
        // Six rounds overflow a phone: the strip scrolls, by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrolling region must take focus
        tabIndex={0}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: 8,
          overflowX: 'auto',
        }}
      >
        {rounds.map((box, index) => {
          const round = index + 1;
          const done = round <= landed;
          return (
            <li
              key={round}
              aria-current={round === current ? 'step' : undefined}
              title={box.name}
              css={(theme) => ({
                flex: 'none',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 2,
                padding: theme.space.xs,
                borderRadius: theme.radius.md,
                background: theme.color.surface,
                border: `2px solid ${round === current ? theme.color.primary : 'transparent'}`,
                opacity: done ? 0.55 : 1,
                fontSize: theme.fontSize.xs,
                color: theme.color.textMuted,
              })}
            >
              <LazyImage src={box.image} alt={box.name} width={56} height={44} fit="contain" />
              <span>{round}</span>
            </li>
          );
        })}
      </ol>

      <div
        role="status"
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: theme.space.md,
          // Room for the line while there is one; nothing between the boxes and the result after.
          minHeight: over || show.phase === 'dissolved' ? 0 : 40,
          fontSize: theme.fontSize.lg,
          fontWeight: 600,
        })}
      >
        {show.phase === 'waiting' && (
          <>
            <span css={(theme) => ({ fontSize: theme.fontSize.md, fontWeight: 400 })}>
              <CountDown
                time={Math.max(0, Date.parse(detail.dissolveAt) - serverNow)}
                format="mm:ss"
              >
                {(left) =>
                  intl.formatMessage(battleDetailMessages.dissolveIn, {
                    time: `${String(left.minutes + left.hours * 60).padStart(2, '0')}:${String(left.seconds).padStart(2, '0')}`,
                  })
                }
              </CountDown>
            </span>
            {creator && free > 0 && (
              <Button
                variant="primary"
                size="small"
                loading={screen.busy}
                onClick={screen.fillBots}
                title={intl.formatMessage(battleDetailMessages.fillBotsHint)}
              >
                {intl.formatMessage(battleDetailMessages.fillBots)}
              </Button>
            )}
            {canJoin && (
              <span css={(theme) => ({ fontSize: theme.fontSize.sm, fontWeight: 400 })}>
                {intl.formatMessage(battleDetailMessages.joinPaying, { cost: detail.cost })}
              </span>
            )}
          </>
        )}
        {show.phase === 'countdown' && (
          <CountDown time={show.msLeft}>
            {(left) =>
              intl.formatMessage(battleDetailMessages.startsIn, {
                seconds: Math.max(1, Math.ceil(left.total / 1000)),
              })
            }
          </CountDown>
        )}
        {show.phase === 'rolling' && (
          <span>
            {intl.formatMessage(battleDetailMessages.round, {
              round: show.round,
              rounds: detail.rounds,
            })}
          </span>
        )}
        {show.phase === 'settling' && (
          <span>{intl.formatMessage(battleDetailMessages.settling)}</span>
        )}
      </div>

      {show.phase === 'dissolved' && (
        <Notice tone="success">{intl.formatMessage(battleDetailMessages.dissolved)}</Notice>
      )}

      {over && (
        <BattleResult
          detail={detail}
          layout={layout}
          animate={screen.animate}
          links={screen.links}
        />
      )}

      {layout === 'm' && detail.status !== 'waiting' && detail.status !== 'dissolved' ? (
        <PhoneSeats
          detail={detail}
          boxes={screen.boxes}
          show={show}
          serverNow={serverNow}
          totals={totals}
          shares={shares}
          mark={mark}
          leader={leader}
          animate={screen.animate}
          reelFrame={screen.reelFrame}
        />
      ) : (
        <ol
          aria-label={intl.formatMessage(battleDetailMessages.lanes)}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns:
              layout === 'm'
                ? 'minmax(0, 1fr)'
                : `repeat(${detail.seats.length <= 3 ? detail.seats.length : 2}, minmax(0, 1fr))`,
          }}
        >
          {detail.seats.map((seat) => (
            <SeatLane
              key={seat.seat}
              detail={detail}
              seat={seat}
              boxes={screen.boxes}
              show={show}
              serverNow={serverNow}
              total={totals.get(seat.seat) ?? '0.00'}
              share={shares.get(seat.seat) ?? 0}
              leading={seat.seat === leader}
              mark={mark(seat.seat)}
              layout={layout}
              animate={screen.animate}
              reelFrame={screen.reelFrame}
              mine={seat.seat === detail.mySeat}
              canJoin={canJoin}
              busy={screen.busy}
              onJoin={() => screen.joinSeat(seat.seat)}
            />
          ))}
        </ol>
      )}

      <Section title={intl.formatMessage(battleDetailMessages.seeds)}>
        <p
          css={(theme) => ({
            margin: 0,
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
          })}
        >
          {intl.formatMessage(battleDetailMessages.seedsHint)}
        </p>
        <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
          <dt>{intl.formatMessage(battleDetailMessages.serverSeedHash)}</dt>
          <dd css={{ margin: 0, ...mono }}>{detail.serverSeedHash}</dd>
          {detail.publicSeed && (
            <>
              <dt>{intl.formatMessage(battleDetailMessages.publicSeed)}</dt>
              <dd css={{ margin: 0, ...mono }}>{detail.publicSeed}</dd>
            </>
          )}
        </dl>
        {detail.status === 'finished' && screen.links.verify && (
          <Link to={screen.links.verify} css={(theme) => ({ color: theme.color.primary })}>
            {intl.formatMessage(battleMessages.fairness)}
          </Link>
        )}
        {detail.status === 'finished' && verify && (
          <details>
            <summary css={(theme) => ({ color: theme.color.primary, cursor: 'pointer' })}>
              {intl.formatMessage(battleMessages.fairness)}
            </summary>
            {verify}
          </details>
        )}
      </Section>

      <OnceAsked asked={screen.prompt !== null}>
        <PasswordDialog {...screen} />
      </OnceAsked>
    </Page>
  );
}
