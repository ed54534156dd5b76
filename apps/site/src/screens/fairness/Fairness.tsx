import { observer } from 'mobx-react-lite';
import { FairnessView } from './FairnessView';
import { useFairnessScreen } from './useFairnessScreen';

/** /m/fairness and /p/fairness: the seeds and the verifier (useFairnessScreen) shown by FairnessView. */
export const Fairness = observer(function Fairness() {
  return <FairnessView {...useFairnessScreen()} />;
});
