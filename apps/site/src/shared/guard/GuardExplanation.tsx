import { observer } from 'mobx-react-lite';
import { GuardExplanationView } from './GuardExplanationView';
import { useGuardExplanation } from './useGuardExplanation';

/** Why a page is held back and the way in, for the page at `address` (default: this one). */
export const GuardExplanation = observer(function GuardExplanation(
  props: Parameters<typeof useGuardExplanation>[0],
) {
  return <GuardExplanationView {...useGuardExplanation(props)} />;
});
