import { observer } from 'mobx-react-lite';
import { BattleHistoryView } from './BattleHistoryView';
import { useBattleHistoryScreen } from './useBattleHistoryScreen';

/** A history page of the battle group: every finished battle, or the viewer's own. */
export const BattleHistory = observer(function BattleHistory({
  whose,
  detailHref,
}: {
  whose: 'all' | 'mine';
  detailHref: string;
}) {
  return <BattleHistoryView {...useBattleHistoryScreen(whose)} detailHref={detailHref} />;
});
