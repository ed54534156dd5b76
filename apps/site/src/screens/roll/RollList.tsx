import { observer } from 'mobx-react-lite';
import { RollListView } from './RollListView';
import { useRollListScreen } from './useRollListScreen';

/** /m/roll and /p/roll (module Roll): the roll rooms' state (useRollListScreen) shown by RollListView. */
export const RollList = observer(function RollList() {
  return <RollListView {...useRollListScreen()} />;
});
