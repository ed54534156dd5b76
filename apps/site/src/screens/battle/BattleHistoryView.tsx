import { useIntl } from 'react-intl';
import { Empty } from '@skinbox/ui';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { RoomCard } from '../battle-common/RoomCard';
import { roomGridCss } from './BattleLobbyView';
import { battleGroupMessages } from './messages';
import { RoomFilters } from './RoomFilters';
import type { BattleHistoryScreen } from './useBattleHistoryScreen';

/** A history as the player sees it (useBattleHistoryScreen): room cards, paged. */
export function BattleHistoryView({
  detailHref,
  ...screen
}: BattleHistoryScreen & { detailHref: string }) {
  const intl = useIntl();
  if (screen.whose === 'mine' && !screen.signedIn) return <SignInPrompt />;
  return (
    <>
      {screen.whose === 'all' && <RoomFilters filter={screen.filter} onChange={screen.setFilter} />}
      {screen.battles.view({
        rowKey: (room) => room.battleId,
        rowsCss: () => roomGridCss(screen.layout),
        empty: (
          <Empty
            description={intl.formatMessage(
              screen.whose === 'mine'
                ? battleGroupMessages.mineEmpty
                : battleGroupMessages.historyEmpty,
            )}
          />
        ),
        row: (room) => (
          <RoomCard
            room={room}
            href={`${detailHref}?battleId=${room.battleId}`}
            layout={screen.layout}
            viewerId={screen.viewerId}
          />
        ),
      })}
    </>
  );
}
