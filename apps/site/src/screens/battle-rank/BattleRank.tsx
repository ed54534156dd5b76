import { observer } from 'mobx-react-lite';
import { useDailyPrizeTab } from '../ranking/useDailyPrizeTab';
import { BattleRankView } from './BattleRankView';
import { useBattleRankScreen } from './useBattleRankScreen';

/** /m/rank and /p/rank (module BattleRank): the board's state shown by BattleRankView. */
export const BattleRank = observer(function BattleRank() {
  return <BattleRankView {...useBattleRankScreen()} prizeTab={useDailyPrizeTab()} />;
});
