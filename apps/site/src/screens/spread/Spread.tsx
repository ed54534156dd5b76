import { observer } from 'mobx-react-lite';
import { useHref } from '../../routing/layoutContext';
import { SpreadView } from './SpreadView';
import { useSpreadScreen } from './useSpreadScreen';

/** /m/spread: the referral overview (useSpreadScreen) shown by SpreadView. */
export const Spread = observer(function Spread() {
  const usersHref = useHref('spreadUser');
  const ruleHref = useHref('rule');
  return <SpreadView {...useSpreadScreen()} usersHref={usersHref} ruleHref={ruleHref} />;
});
