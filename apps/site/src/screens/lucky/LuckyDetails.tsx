import { observer } from 'mobx-react-lite';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { LuckyDetailsView } from './LuckyDetailsView';
import { useLuckyDetailsScreen } from './useLuckyDetailsScreen';

/** /m/luckyDetails and /p/luckyDetails (?goodsId=, module Lucky): one target and its tries. */
export const LuckyDetails = observer(function LuckyDetails() {
  return (
    <ModuleGate module="Lucky">
      <Screen />
    </ModuleGate>
  );
});

const Screen = observer(function Screen() {
  return <LuckyDetailsView {...useLuckyDetailsScreen()} />;
});
