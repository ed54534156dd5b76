import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { OpenBoxView } from './OpenBoxView';
import { useOpenBoxScreen } from './useOpenBoxScreen';

// The deposit sheet (with the recharge form) loads the first time an opening is refused for want of
// coins: most visits never show it, and the box page's first screen waits for every chunk it imports.
const DepositSheet = lazy(() =>
  import('../../shared/deposit/DepositSheet').then((m) => ({ default: m.DepositSheet })),
);

/** /m/openbox and /p/openbox (query boxId): the box's state (useOpenBoxScreen) shown by OpenBoxView. */
export const OpenBox = observer(function OpenBox() {
  const screen = useOpenBoxScreen();
  return (
    <OpenBoxView
      {...screen}
      depositSheet={
        screen.deposit && (
          <Suspense fallback={null}>
            <DepositSheet show cost={screen.deposit.cost} onClose={screen.closeDeposit} />
          </Suspense>
        )
      }
    />
  );
});
