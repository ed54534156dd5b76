import { observer } from 'mobx-react-lite';
import { SpreadUserDetailView } from './SpreadUserDetailView';
import { useSpreadUserDetailScreen } from './useSpreadUserDetailScreen';

/** /m/spreadUserDetail?userId= and /p/me/spreadUserDetail?userId= (one invited player). */
export const SpreadUserDetail = observer(function SpreadUserDetail() {
  return <SpreadUserDetailView {...useSpreadUserDetailScreen()} />;
});
