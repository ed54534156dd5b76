import { observer } from 'mobx-react-lite';
import { LuckyDetailsView } from './LuckyDetailsView';
import { useLuckyDetailsScreen } from './useLuckyDetailsScreen';

/** /m/luckyDetails and /p/luckyDetails (?goodsId=, module Lucky): one target and its tries. */
export const LuckyDetails = observer(function LuckyDetails() {
  return <LuckyDetailsView {...useLuckyDetailsScreen()} />;
});
