import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { CreateBattleView } from './CreateBattleView';
import { useCreateBattleScreen } from './useCreateBattleScreen';

/** /m/createbattle and /p/createbattle (module Battle): the create form shown by CreateBattleView. */
export const CreateBattle = observer(function CreateBattle() {
  return (
    <ModuleGate module="Battle">
      <Screen />
    </ModuleGate>
  );
});

const Screen = observer(function Screen() {
  return <CreateBattleView {...useCreateBattleScreen()} />;
});
