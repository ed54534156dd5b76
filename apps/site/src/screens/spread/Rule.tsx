import { observer } from 'mobx-react-lite';
import { RuleView } from './RuleView';
import { useRuleScreen } from './useRuleScreen';

/** /m/rule: the promotion rules page (useRuleScreen, RuleView). */
export const Rule = observer(function Rule() {
  return <RuleView {...useRuleScreen()} />;
});
