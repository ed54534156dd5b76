import { observer } from 'mobx-react-lite';
import { RollDetailView } from './RollDetailView';
import { useRollDetailScreen } from './useRollDetailScreen';

/** /m/roll_detail and /p/roll_detail (?rollId=, module Roll): one room, live. */
export const RollDetail = observer(function RollDetail() {
  return <RollDetailView {...useRollDetailScreen()} />;
});
