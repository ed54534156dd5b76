import { Button, Empty, Skeleton, SkeletonRegion } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { battleMessages } from '../battle-common/messages';
import { linkButtonCss } from '../battle-common/linkButtonCss';
import { RoomCard } from '../battle-common/RoomCard';
import { battleGroupMessages } from './messages';
import { RoomFilters } from './RoomFilters';
import type { BattleLobbyScreen } from './useBattleLobbyScreen';

/** A grid of room cards: one column on a phone, as many as fit on a desktop. */
export const roomGridCss = (layout: 'm' | 'p') => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: layout === 'm' ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(320px, 1fr))',
});

/**
 * The height of a room card with its seats and boxes, which its skeleton holds while the rooms
 * load; the lobby's stories measure the cards against it on both layouts.
 */
export const ROOM_CARD_SKELETON_PX = 180;

/** The open rooms as the lobby shows them (useBattleLobbyScreen), live, under the filter. */
export function BattleLobbyView({
  detailHref,
  createHref,
  ...screen
}: BattleLobbyScreen & { detailHref: string; createHref: string }) {
  const intl = useIntl();
  return (
    <>
      <RoomFilters filter={screen.filter} onChange={screen.setFilter} />
      {screen.status === 'loading' && (
        <SkeletonRegion css={roomGridCss(screen.layout)}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={ROOM_CARD_SKELETON_PX} />
          ))}
        </SkeletonRegion>
      )}
      {screen.status === 'failed' && (
        <Empty image="network" description={intl.formatMessage(battleMessages.loadFailed)}>
          <Button variant="primary" onClick={screen.retry}>
            {intl.formatMessage(battleMessages.retry)}
          </Button>
        </Empty>
      )}
      {screen.status === 'ready' && screen.rooms.length === 0 && (
        <Empty description={intl.formatMessage(battleGroupMessages.lobbyEmpty)}>
          <Link to={createHref} css={(theme) => linkButtonCss(theme)}>
            {intl.formatMessage(battleMessages.create)}
          </Link>
        </Empty>
      )}
      {screen.rooms.length > 0 && (
        <ul aria-live="polite" css={roomGridCss(screen.layout)}>
          {screen.rooms.map((room) => (
            <li key={room.battleId}>
              <RoomCard
                room={room}
                taken={room.taken}
                href={`${detailHref}?battleId=${room.battleId}`}
                layout={screen.layout}
                viewerId={screen.viewerId}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
