import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { useDailyPrizeTab } from '../ranking/useDailyPrizeTab';
import { BattleRankView } from './BattleRankView';
import { useBattleRankScreen } from './useBattleRankScreen';

/** /m/rank and /p/rank (module BattleRank): the board's state shown by BattleRankView. */
export const BattleRank = observer(function BattleRank() {
  return (
    <ModuleGate module="BattleRank">
      <Screen />
    </ModuleGate>
  );
});

const Screen = observer(function Screen() {
  return <BattleRankView {...useBattleRankScreen()} prizeTab={useDailyPrizeTab()} />;
});
