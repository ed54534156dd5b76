import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { BattleDetailView } from './BattleDetailView';
import { useBattleDetailScreen } from './useBattleDetailScreen';

// The verification (its own screen's state and results) loads once the battle has finished: a
// room still waiting or rolling never shows it, and the first screen waits for every chunk it imports.
const BattleVerifyInPlace = lazy(() =>
  import('../battle-verify/BattleVerify').then((m) => ({ default: m.BattleVerifyInPlace })),
);

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
          <Suspense fallback={null}>
            <BattleVerifyInPlace battleId={screen.detail.battleId} />
          </Suspense>
        ) : undefined
      }
    />
  );
});
