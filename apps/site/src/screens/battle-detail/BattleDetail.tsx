import { observer } from 'mobx-react-lite';
import { BattleVerifyInPlace } from '../battle-verify/BattleVerify';
import { BattleDetailView } from './BattleDetailView';
import { useBattleDetailScreen } from './useBattleDetailScreen';

/**
 * /m/battleDetail and /p/battleDetail (query battleId): the room's state (useBattleDetailScreen)
 * shown by BattleDetailView; desktop verifies a finished battle in place. Module Battle.
 */
export const BattleDetail = observer(function BattleDetail() {
  const screen = useBattleDetailScreen();
  const finished = screen.detail?.status === 'finished';
  return (
    <BattleDetailView
      {...screen}
      verify={
        finished && screen.links.verify === null && screen.detail ? (
          <BattleVerifyInPlace battleId={screen.detail.battleId} />
        ) : undefined
      }
    />
  );
});
