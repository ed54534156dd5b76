import { observer } from 'mobx-react-lite';
import { LuckyView } from './LuckyView';
import { useLuckyScreen } from './useLuckyScreen';

/** /m/lucky and /p/lucky (module Lucky): the targets' state (useLuckyScreen) shown by LuckyView. */
export const Lucky = observer(function Lucky() {
  return <LuckyView {...useLuckyScreen()} />;
});
