import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { LuckyView } from './LuckyView';
import { useLuckyScreen } from './useLuckyScreen';

/** /m/lucky and /p/lucky (module Lucky): the targets' state (useLuckyScreen) shown by LuckyView. */
export const Lucky = observer(function Lucky() {
  return (
    <ModuleGate module="Lucky">
      <Screen />
    </ModuleGate>
  );
});

const Screen = observer(function Screen() {
  return <LuckyView {...useLuckyScreen()} />;
});
