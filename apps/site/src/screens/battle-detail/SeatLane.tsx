import type { BattleBox, BattleDetail, BattleSeat } from '@skinbox/api';
import { Button, ItemTile, Price, Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { FreeSeat, SeatPlayer } from '../battle-common/SeatPlayer';
import { battleDetailMessages } from './messages';
import { LeadBar } from './LeadBar';
import { RoundReel } from './RoundReel';
import { dropOf, type Show } from './show';
import { nickNameIn } from '../../shared/nickname/nickName';

/** What the lane marks its seat with: ahead in the rounds that stand, or the winner. */
export type LaneMark = 'leading' | 'winner' | 'loser' | null;

/**
 * One seat of the room, as a lane: the player (or a free seat and the way to take it), the seat's
 * running total, the reel of the round under way, and the drops of the rounds that stand.
 */
export function SeatLane({
  detail,
  seat,
  boxes,
  show,
  serverNow,
  total,
  share,
  leading,
  mark,
  layout,
  animate,
  reelFrame,
  mine,
  canJoin,
  busy,
  onJoin,
}: {
  detail: BattleDetail;
  seat: BattleSeat;
  boxes: ReadonlyMap<number, BattleBox>;
  show: Show;
  serverNow: number;
  total: string;
  /** Its lead bar's length (leadShares). */
  share: number;
  /** Ahead in the rounds that stand. */
  leading: boolean;
  mark: LaneMark;
  layout: Layout;
  animate: boolean;
  reelFrame?: number;
  mine: boolean;
  canJoin: boolean;
  busy: boolean;
  onJoin: () => void;
}) {
  const intl = useIntl();
  const landed = 'landed' in show ? show.landed : 0;
  const rolling = show.phase === 'rolling' ? show : null;
  const roundBox = (round: number) => {
    const line = detail.boxes.flatMap((l) => Array.from({ length: l.count }, () => l.box.boxId));
    return line[round - 1] ?? 0;
  };
  const pool = rolling ? (boxes.get(roundBox(rolling.round))?.items ?? []).map((i) => i.goods) : [];
  const startedAt = detail.startedAt ? Date.parse(detail.startedAt) : serverNow;
  const label = intl.formatMessage(battleDetailMessages.seatLabel, { seat: seat.seat });
  return (
    <li
      aria-label={seat.player ? `${label} ${nickNameIn(intl, seat.player.nickName)}` : label}
      data-seat={seat.seat}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        minWidth: 0,
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${
          mark === 'winner' ? theme.color.primary : mine ? theme.color.border : 'transparent'
        }`,
        boxShadow: mark === 'winner' ? theme.shadow.glow : undefined,
        opacity: mark === 'loser' ? 0.7 : 1,
        transition: 'opacity 0.3s, box-shadow 0.3s',
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <span
          css={(theme) => ({
            flex: 'none',
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
            width: 20,
          })}
        >
          {seat.seat}
        </span>
        {seat.player ? (
          <SeatPlayer player={seat.player} layout={layout} mine={mine} />
        ) : (
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <FreeSeat />
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(battleDetailMessages.waitingPlayer)}
            </span>
          </span>
        )}
        <span
          css={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }}
        >
          {mark === 'winner' && (
            <Tag type="primary" size="medium">
              {intl.formatMessage(battleDetailMessages.won)}
            </Tag>
          )}
          {mark === 'leading' && (
            <Tag type="success" plain size="medium">
              {intl.formatMessage(battleDetailMessages.leading)}
            </Tag>
          )}
          {seat.player
            ? detail.status !== 'waiting' && (
                <span aria-label={`${intl.formatMessage(battleDetailMessages.total)} ${total}`}>
                  <Price value={total} />
                </span>
              )
            : canJoin && (
                <Button variant="primary" size="small" loading={busy} onClick={onJoin}>
                  {intl.formatMessage(battleDetailMessages.joinSeat)}
                </Button>
              )}
        </span>
      </div>
      {seat.player && detail.status !== 'waiting' && detail.status !== 'dissolved' && (
        <LeadBar share={share} leading={leading} />
      )}
      {rolling && seat.player && (
        <RoundReel
          // One reel per round; a new one once the round's drop has arrived.
          key={`${rolling.round}:${dropOf(detail, rolling.round, seat.seat) ? 'drop' : 'wait'}`}
          drop={dropOf(detail, rolling.round, seat.seat)}
          pool={pool}
          landsAt={startedAt + detail.countdownMs + rolling.round * detail.roundMs}
          serverNow={serverNow}
          animate={animate}
          frame={reelFrame}
        />
      )}
      {detail.status !== 'waiting' && detail.status !== 'dissolved' && (
        // A phone swipes through the drops; desktop wraps them, so a lane of 6 rounds shows all
        // six in a half-width column (a mouse has no easy sideways scroll).
        <ol
          aria-label={label}
          // axe: a scrolling region must take focus
          tabIndex={layout === 'm' ? 0 : undefined}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            gap: 6,
            ...(layout === 'm' ? { overflowX: 'auto' } : { flexWrap: 'wrap' }),
          }}
        >
          {Array.from({ length: detail.rounds }, (_, i) => {
            const round = i + 1;
            const drop = round <= landed ? dropOf(detail, round, seat.seat) : undefined;
            return (
              <li key={round} css={{ flex: 'none' }}>
                {drop ? (
                  <ItemTile {...toItemTileData(drop.goods)} size="small" />
                ) : (
                  <span
                    aria-hidden
                    css={(theme) => ({
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 96,
                      height: 60,
                      borderRadius: theme.radius.md,
                      border: `1px dashed ${theme.color.border}`,
                      color: theme.color.textMuted,
                      fontSize: theme.fontSize.sm,
                    })}
                  >
                    {round}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
