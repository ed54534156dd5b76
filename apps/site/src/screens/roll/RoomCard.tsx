import type { RollRoom } from '@skinbox/api';
import { Avatar, CountDown, Price, Tag } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { GoodsPicture } from '../../shared/goods/GoodsPicture';
import { ConditionTags } from './ConditionTags';
import { rollMessages as m } from './messages';
import { nickNameIn } from '../../shared/nickname/nickName';

/**
 * A room in the roll lists: who made it, its dearest prizes, the pool's value, how full it is,
 * its conditions and the time to the draw (or when it was drawn). The whole card opens the room.
 */
export function RoomCard({
  room,
  href,
  layout,
  remainingMs,
  onCountdownEnd,
}: {
  room: RollRoom;
  href: string;
  layout: Layout;
  /** Until the draw, on the server's clock. */
  remainingMs: number;
  onCountdownEnd(): void;
}) {
  const intl = useIntl();
  const [due, setDue] = useState(remainingMs <= 0);
  const at = (iso: string) =>
    intl.formatDate(iso, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (
    <article
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.sm,
        height: '100%',
        boxSizing: 'border-box',
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${room.kind === 'anchor' ? theme.color.primary : theme.color.border}`,
        color: theme.color.text,
        '&:hover, &:focus-within': { borderColor: theme.color.primary },
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, minHeight: 26 }}>
        <Tag type={room.kind === 'anchor' ? 'warning' : 'primary'} round>
          {intl.formatMessage(room.kind === 'anchor' ? m.anchor : m.official)}
        </Tag>
        {room.anchor && (
          <>
            <Avatar
              avater={room.anchor.avater}
              avaterFrame={room.anchor.avaterFrame}
              isAnchor
              mobile={layout === 'm'}
              size="timing"
            />
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {nickNameIn(intl, room.anchor.nickName)}
            </span>
          </>
        )}
        {room.joined && (
          <Tag type="success" plain css={{ marginLeft: 'auto' }}>
            {intl.formatMessage(m.youJoined)}
          </Tag>
        )}
      </div>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg, minWidth: 0 })}>
        {/* The title is the card's link; its ::after stretches over the whole card. */}
        <Link
          to={href}
          css={(theme) => ({
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            color: theme.color.text,
            textDecoration: 'none',
            '&::after': {
              content: '""',
              position: 'absolute',
              inset: 0,
              borderRadius: theme.radius.lg,
            },
            '&:focus-visible': { outline: 'none' },
            '&:focus-visible::after': {
              outline: `2px solid ${theme.color.primary}`,
              outlineOffset: 2,
            },
          })}
        >
          {room.name}
        </Link>
      </h2>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 6 }}>
        {room.topPrizes.map((goods, i) => (
          <div
            key={`${goods.goodsId}:${i}`}
            css={(theme) => ({
              aspectRatio: '4 / 3',
              borderRadius: theme.radius.md,
              overflow: 'hidden',
              background: theme.color.surfaceRaised,
            })}
          >
            <GoodsPicture goods={goods} size="100%" />
          </div>
        ))}
      </div>
      <div
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          fontSize: theme.fontSize.sm,
          color: theme.color.textMuted,
        })}
      >
        <span>
          {intl.formatMessage(m.prizePool)} <Price value={room.prizeValue} />
        </span>
        <span>{intl.formatMessage(m.prizeCount, { count: room.prizeCount })}</span>
      </div>
      <ConditionTags conditions={room.conditions} />
      <div
        css={(theme) => ({
          marginTop: 'auto',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          paddingTop: theme.space.sm,
          borderTop: `1px solid ${theme.color.border}`,
          fontSize: theme.fontSize.sm,
        })}
      >
        <span>{intl.formatMessage(m.count, { count: room.participants, cap: room.cap })}</span>
        {room.status !== 'open' ? (
          <span css={(theme) => ({ color: theme.color.textMuted })}>
            {intl.formatMessage(m.drawnAt, { at: at(room.drawnAt ?? room.drawAt) })}
          </span>
        ) : !due ? (
          <span css={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            {intl.formatMessage(m.drawIn)}
            <CountDown
              time={remainingMs}
              onFinish={() => {
                setDue(true);
                onCountdownEnd();
              }}
              css={(theme) => ({ color: theme.color.primary })}
            />
          </span>
        ) : (
          <span>{intl.formatMessage(m.drawing)}</span>
        )}
      </div>
    </article>
  );
}
