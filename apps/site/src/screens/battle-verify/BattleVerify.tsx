import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { BattleVerifyPanel, BattleVerifyView } from './BattleVerifyView';
import { useBattleVerifyScreen } from './useBattleVerifyScreen';

const Screen = observer(function Screen() {
  return <BattleVerifyView {...useBattleVerifyScreen()} />;
});

/** /m/battleverify?battleId= (module Battle): the battle's verification (useBattleVerifyScreen). */
export function BattleVerify() {
  return (
    <ModuleGate module="Battle">
      <Screen />
    </ModuleGate>
  );
}

/** One battle's verification inside its page (desktop). */
export const BattleVerifyInPlace = observer(function BattleVerifyInPlace({
  battleId,
}: {
  battleId: number;
}) {
  return <BattleVerifyPanel {...useBattleVerifyScreen(battleId)} />;
});
