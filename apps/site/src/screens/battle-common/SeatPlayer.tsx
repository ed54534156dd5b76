import type { BattleSeat } from '@skinbox/api';
import { Avatar, Tag, type AvatarSize } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { battleMessages } from './messages';
import { nickNameIn } from '../../shared/nickname/nickName';

/**
 * A seated player as battles show them (SPEC section 3 avatar display): the picture in its VIP
 * frame, a streamer's flag instead of the frame on mobile, the nickname, a bot's mark.
 */
export function SeatPlayer({
  player,
  layout,
  size = 'battleDetail',
  mine = false,
  showName = true,
}: {
  player: NonNullable<BattleSeat['player']>;
  layout: Layout;
  size?: AvatarSize;
  /** The viewer's own seat. */
  mine?: boolean;
  showName?: boolean;
}) {
  const intl = useIntl();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Avatar
        avater={player.avater}
        avaterFrame={player.avaterFrame}
        isAnchor={player.isAnchor}
        mobile={layout === 'm'}
        size={size}
        alt={showName ? '' : nickNameIn(intl, player.nickName)}
      />
      {showName && (
        <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <span
            css={(theme) => ({
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              fontWeight: mine ? 700 : 400,
              color: mine ? theme.color.primary : theme.color.text,
            })}
          >
            {nickNameIn(intl, player.nickName)}
            {mine && ` (${intl.formatMessage(battleMessages.you)})`}
          </span>
          {(player.isBot || (player.isAnchor && layout === 'p')) && (
            <span>
              <Tag size="medium" plain type={player.isBot ? 'default' : 'danger'}>
                {intl.formatMessage(player.isBot ? battleMessages.bot : battleMessages.kindAnchor)}
              </Tag>
            </span>
          )}
        </span>
      )}
    </span>
  );
}

/** A free seat: an empty ring where a player will sit. */
export function FreeSeat({ size = 44 }: { size?: number }) {
  const intl = useIntl();
  return (
    <span
      role="img"
      aria-label={intl.formatMessage(battleMessages.freeSeat)}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        border: `2px dashed ${theme.color.border}`,
        color: theme.color.textMuted,
        fontSize: size / 2.2,
      })}
    >
      +
    </span>
  );
}
