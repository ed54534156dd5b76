import { observer } from 'mobx-react-lite';
import { BattleVerifyPanel, BattleVerifyView } from './BattleVerifyView';
import { useBattleVerifyScreen } from './useBattleVerifyScreen';

/** /m/battleverify?battleId= (module Battle): the battle's verification (useBattleVerifyScreen). */
export const BattleVerify = observer(function BattleVerify() {
  return <BattleVerifyView {...useBattleVerifyScreen()} />;
});

/** One battle's verification inside its page (desktop). */
export const BattleVerifyInPlace = observer(function BattleVerifyInPlace({
  battleId,
}: {
  battleId: number;
}) {
  return <BattleVerifyPanel {...useBattleVerifyScreen(battleId)} />;
});
