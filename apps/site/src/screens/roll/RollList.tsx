import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { RollListView } from './RollListView';
import { useRollListScreen } from './useRollListScreen';

/** /m/roll and /p/roll (module Roll): the roll rooms' state (useRollListScreen) shown by RollListView. */
export const RollList = observer(function RollList() {
  return (
    <ModuleGate module="Roll">
      <Screen />
    </ModuleGate>
  );
});

const Screen = observer(function Screen() {
  return <RollListView {...useRollListScreen()} />;
});
