import { observer } from 'mobx-react-lite';
import { RuleView } from './RuleView';
import { SpreadGate } from './SpreadGate';
import { useRuleScreen } from './useRuleScreen';

const Rules = observer(function Rules() {
  return <RuleView {...useRuleScreen()} />;
});

/** /m/rule: the promotion rules page (useRuleScreen, RuleView). */
export function Rule() {
  return (
    <SpreadGate>
      <Rules />
    </SpreadGate>
  );
}
