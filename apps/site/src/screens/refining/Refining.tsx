import { observer } from 'mobx-react-lite';
import { RefiningView } from './RefiningView';
import { useRefiningScreen } from './useRefiningScreen';

/** /m/refining and /p/refining: refining's state shown by RefiningView. */
export const Refining = observer(function Refining() {
  return <RefiningView {...useRefiningScreen()} />;
});
