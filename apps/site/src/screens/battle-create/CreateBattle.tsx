import { observer } from 'mobx-react-lite';
import { CreateBattleView } from './CreateBattleView';
import { useCreateBattleScreen } from './useCreateBattleScreen';

/** /m/createbattle and /p/createbattle (module Battle): the create form shown by CreateBattleView. */
export const CreateBattle = observer(function CreateBattle() {
  return <CreateBattleView {...useCreateBattleScreen()} />;
});
