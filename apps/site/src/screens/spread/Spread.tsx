import { observer } from 'mobx-react-lite';
import { useHref } from '../../routing/layoutContext';
import { SpreadGate } from './SpreadGate';
import { SpreadView } from './SpreadView';
import { useSpreadScreen } from './useSpreadScreen';

const MobileSpread = observer(function MobileSpread() {
  const usersHref = useHref('spreadUser');
  const ruleHref = useHref('rule');
  return <SpreadView {...useSpreadScreen()} usersHref={usersHref} ruleHref={ruleHref} />;
});

/** /m/spread: the referral overview (useSpreadScreen) shown by SpreadView. */
export function Spread() {
  return (
    <SpreadGate>
      <MobileSpread />
    </SpreadGate>
  );
}
