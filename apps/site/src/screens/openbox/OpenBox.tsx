import { observer } from 'mobx-react-lite';
import { DepositSheet } from '../../shared/deposit/DepositSheet';
import { OpenBoxView } from './OpenBoxView';
import { useOpenBoxScreen } from './useOpenBoxScreen';

/** /m/openbox and /p/openbox (query boxId): the box's state (useOpenBoxScreen) shown by OpenBoxView. */
export const OpenBox = observer(function OpenBox() {
  const screen = useOpenBoxScreen();
  return (
    <OpenBoxView
      {...screen}
      depositSheet={
        screen.deposit && (
          <DepositSheet show cost={screen.deposit.cost} onClose={screen.closeDeposit} />
        )
      }
    />
  );
});
