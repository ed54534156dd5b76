import type { BattleRoom } from '@skinbox/api';
import { LazyImage, Price } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { linkButtonCss } from './linkButtonCss';
import { battleMessages } from './messages';
import { RoomTags } from './RoomTags';
import { FreeSeat, SeatPlayer } from './SeatPlayer';
import { nickNameIn } from '../../shared/nickname/nickName';

/**
 * A room in the lobby or a history: who made it, its mode and state, its boxes round by round,
 * its seats (taken or free), what a seat costs, and the way in: join a waiting room, watch a
 * running one, see a finished one with its winner.
 */
export function RoomCard({
  room,
  taken = room.seats.filter((s) => s.player !== null).length,
  href,
  layout,
  viewerId,
}: {
  room: BattleRoom;
  /** Seats taken, when the lobby heard of more than the room's list shows. */
  taken?: number;
  href: string;
  layout: Layout;
  viewerId?: number | null;
}) {
  const intl = useIntl();
  const seated = room.seats.some((s) => s.player?.userId === viewerId);
  const action =
    room.status === 'waiting' && !seated
      ? battleMessages.join
      : room.status === 'running' || room.status === 'waiting'
        ? battleMessages.watch
        : battleMessages.view;
  const winner = room.seats.find((s) => s.seat === room.winnerSeat)?.player ?? null;
  return (
    <article
      aria-label={intl.formatMessage(battleMessages.roomNumber, { id: room.battleId })}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${theme.color.border}`,
        height: '100%',
        boxSizing: 'border-box',
      })}
    >
      <header
        css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
      >
        <RoomTags
          kind={room.kind}
          mode={room.mode}
          status={room.status}
          hasPassword={room.hasPassword}
        />
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          #{room.battleId}
        </span>
      </header>
      <ul
        aria-label={intl.formatMessage(battleMessages.rounds, { count: room.rounds })}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: 6,
          flexWrap: 'wrap',
        }}
      >
        {room.boxes.map((line, index) => (
          <li
            key={`${line.box.boxId}:${index}`}
            title={intl.formatMessage(battleMessages.boxCount, {
              name: line.box.name,
              count: line.count,
            })}
            css={(theme) => ({
              position: 'relative',
              width: 52,
              height: 44,
              borderRadius: theme.radius.md,
              background: theme.color.surfaceRaised,
            })}
          >
            <LazyImage
              src={line.box.image}
              alt={line.box.name}
              width={52}
              height={44}
              fit="contain"
            />
            {line.count > 1 && (
              <span
                css={(theme) => ({
                  position: 'absolute',
                  right: 2,
                  bottom: 0,
                  fontSize: theme.fontSize.xs,
                  fontWeight: 700,
                  color: theme.color.primary,
                })}
              >
                ×{line.count}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div css={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap', minHeight: 36 }}>
        {room.seats.map((seat) =>
          seat.player ? (
            <SeatPlayer
              key={seat.seat}
              player={seat.player}
              layout={layout}
              size="five"
              showName={false}
              mine={seat.player.userId === viewerId}
            />
          ) : (
            <FreeSeat key={seat.seat} size={36} />
          ),
        )}
        <span css={(theme) => ({ marginLeft: 'auto', color: theme.color.textMuted })}>
          {intl.formatMessage(battleMessages.seats, { taken, count: room.seats.length })}
        </span>
      </div>
      {room.status === 'finished' && (
        <p
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSize.sm,
            color: theme.color.textMuted,
          })}
        >
          {winner
            ? `${intl.formatMessage(battleMessages.winner)}: ${nickNameIn(intl, winner.nickName)}`
            : intl.formatMessage(battleMessages.tie)}
        </p>
      )}
      <footer
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          marginTop: 'auto',
        }}
      >
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
            {intl.formatMessage(battleMessages.cost)}
          </span>
          <Price value={room.cost} />
        </span>
        <Link
          to={href}
          css={(theme) => linkButtonCss(theme, action === battleMessages.join)}
          aria-label={`${intl.formatMessage(action)} ${intl.formatMessage(battleMessages.roomNumber, { id: room.battleId })}`}
        >
          {intl.formatMessage(action)}
        </Link>
      </footer>
    </article>
  );
}
