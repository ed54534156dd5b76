import type { BattleBox, BattleDetail } from '@skinbox/api';
import { Avatar, LazyImage, Price, Tag, itemTone, reelThumbHeight } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { artFallback, toItemTileData } from '../../shared/goods/itemTileData';
import { battleMessages } from '../battle-common/messages';
import { LeadBar } from './LeadBar';
import { battleDetailMessages } from './messages';
import { RoundReel } from './RoundReel';
import type { LaneMark } from './SeatLane';
import { dropOf, type Show } from './show';
import { nickNameIn } from '../../shared/nickname/nickName';

/** Seats in one row on a phone; more seats wrap into a second row of the compact grid. */
const PHONE_COLUMNS = 4;

/**
 * The width a phone's upright reel draws its tiles at (their height is 3:4 of it), by how many
 * seats share the row: fewer seats, bigger pictures, never a reel taller than a third of a phone.
 */
export function phoneTileWidth(seats: number): number {
  if (seats <= 2) return 96;
  if (seats === 3) return 88;
  if (seats === 4) return 72;
  return 48;
}

/**
 * A battle on a phone, every seat side by side (issue 30): upright reels in narrow columns for 2
 * to 4 seats, a compact grid of two rows for more; each seat with its player, running total, lead
 * bar, the round's reel (or its last drop standing) and the drops of the rounds that stand.
 */
export function PhoneSeats({
  detail,
  boxes,
  show,
  serverNow,
  totals,
  shares,
  mark,
  leader,
  animate,
  reelFrame,
}: {
  detail: BattleDetail;
  boxes: ReadonlyMap<number, BattleBox>;
  show: Show;
  serverNow: number;
  totals: ReadonlyMap<number, string>;
  shares: ReadonlyMap<number, number>;
  mark(seat: number): LaneMark;
  leader: number | null;
  animate: boolean;
  reelFrame?: number;
}) {
  const intl = useIntl();
  const seats = detail.seats.length;
  const columns = Math.min(seats, PHONE_COLUMNS);
  const tileWidth = phoneTileWidth(seats);
  const landed = 'landed' in show ? show.landed : 0;
  const rolling = show.phase === 'rolling' ? show : null;
  const roundBoxes = detail.boxes.flatMap((l) =>
    Array.from({ length: l.count }, () => l.box.boxId),
  );
  const pool = rolling
    ? (boxes.get(roundBoxes[rolling.round - 1] ?? 0)?.items ?? []).map((i) => i.goods)
    : [];
  const startedAt = detail.startedAt ? Date.parse(detail.startedAt) : serverNow;
  const standHeight = 3 * (reelThumbHeight(tileWidth) + 4) - 4;
  // The compact grid (more than a row of seats) shows the avatar alone; its name is its label.
  const compact = seats > PHONE_COLUMNS;
  return (
    <ol
      aria-label={intl.formatMessage(battleDetailMessages.lanes)}
      data-testid="phone-seats"
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 6,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {detail.seats.map((seat) => {
        const lane = mark(seat.seat);
        const mine = seat.seat === detail.mySeat;
        const label = intl.formatMessage(battleDetailMessages.seatLabel, { seat: seat.seat });
        const last = landed > 0 ? dropOf(detail, landed, seat.seat) : undefined;
        return (
          <li
            key={seat.seat}
            data-seat={seat.seat}
            aria-label={seat.player ? `${label} ${nickNameIn(intl, seat.player.nickName)}` : label}
            css={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              gap: 4,
              minWidth: 0,
              padding: 4,
              borderRadius: theme.radius.md,
              background: theme.color.surface,
              border: `1px solid ${
                lane === 'winner' || (lane === 'leading' && seat.seat === leader)
                  ? theme.color.primary
                  : mine
                    ? theme.color.textMuted
                    : 'transparent'
              }`,
              boxShadow: lane === 'winner' ? theme.shadow.glow : undefined,
              opacity: lane === 'loser' ? 0.7 : 1,
            })}
          >
            <div css={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
              {seat.player && (
                <Avatar
                  avater={seat.player.avater}
                  avaterFrame={seat.player.avaterFrame}
                  isAnchor={seat.player.isAnchor}
                  mobile
                  size={compact ? 'item_pic' : 'five'}
                  hideFrame
                />
              )}
              <span
                css={(theme) => ({
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontSize: theme.fontSize.xs,
                  fontWeight: mine ? 700 : 400,
                  color: mine ? theme.color.primary : theme.color.text,
                })}
                style={compact ? { fontSize: 10 } : undefined}
              >
                {compact && !mine
                  ? null
                  : seat.player
                    ? nickNameIn(intl, seat.player.nickName)
                    : label}
                {mine &&
                  (compact
                    ? intl.formatMessage(battleMessages.you)
                    : ` (${intl.formatMessage(battleMessages.you)})`)}
              </span>
            </div>
            <div css={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
              <span
                aria-label={`${intl.formatMessage(battleDetailMessages.total)} ${totals.get(seat.seat) ?? '0.00'}`}
                css={{ display: 'block', minWidth: 0, overflow: 'hidden' }}
              >
                <Price value={totals.get(seat.seat) ?? '0.00'} css={{ fontSize: 13 }} />
              </span>
              {/* The winner is said in words, not by the glow alone. */}
              {lane === 'winner' && (
                <Tag type="primary" css={{ flex: 'none', marginLeft: 'auto' }}>
                  {intl.formatMessage(battleDetailMessages.won)}
                </Tag>
              )}
            </div>
            <LeadBar share={shares.get(seat.seat) ?? 0} leading={seat.seat === leader} />
            {rolling && seat.player ? (
              <RoundReel
                key={`${rolling.round}:${dropOf(detail, rolling.round, seat.seat) ? 'drop' : 'wait'}`}
                drop={dropOf(detail, rolling.round, seat.seat)}
                pool={pool}
                landsAt={startedAt + detail.countdownMs + rolling.round * detail.roundMs}
                serverNow={serverNow}
                animate={animate}
                frame={reelFrame}
                orientation="vertical"
                tileWidth={tileWidth}
              />
            ) : (
              // Between rounds and at the end the seat's last drop stands where its reel ran, so
              // the row keeps its height.
              <div
                css={(theme) => ({
                  height: standHeight,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  borderRadius: theme.radius.sm,
                  background: theme.color.background,
                })}
              >
                {last && (
                  <LazyImage
                    src={last.goods.image}
                    error={artFallback(last.goods.image)}
                    alt={last.goods.name}
                    fit="contain"
                    width="100%"
                    height={reelThumbHeight(tileWidth)}
                    css={{ background: 'transparent' }}
                  />
                )}
              </div>
            )}
            <ol
              aria-label={label}
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(24px, 1fr))',
                gap: 2,
              }}
            >
              {Array.from({ length: landed }, (_, i) => {
                const drop = dropOf(detail, i + 1, seat.seat);
                if (!drop) return null;
                const tile = toItemTileData(drop.goods);
                return (
                  <li
                    key={i}
                    title={`${drop.goods.name} ${drop.goods.price}`}
                    css={(theme) => ({
                      borderBottom: `2px solid ${itemTone(theme, tile.quality, tile.special)}`,
                      borderRadius: 2,
                      background: theme.color.background,
                    })}
                  >
                    <LazyImage
                      src={drop.goods.image}
                      error={artFallback(drop.goods.image)}
                      alt={`${drop.goods.name} ${drop.goods.price}`}
                      fit="contain"
                      width="100%"
                      height={20}
                      css={{ background: 'transparent' }}
                    />
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
