import { observer } from 'mobx-react-lite';
import { ReplacementView } from './ReplacementView';
import { useReplacementScreen } from './useReplacementScreen';

/** /m/replacement and /p/replacement: the replacement's state shown by ReplacementView. */
export const Replacement = observer(function Replacement() {
  return <ReplacementView {...useReplacementScreen()} />;
});
