import { observer } from 'mobx-react-lite';
import { SpreadGate } from './SpreadGate';
import { SpreadUserDetailView } from './SpreadUserDetailView';
import { useSpreadUserDetailScreen } from './useSpreadUserDetailScreen';

const Detail = observer(function Detail() {
  return <SpreadUserDetailView {...useSpreadUserDetailScreen()} />;
});

/** /m/spreadUserDetail?userId= and /p/me/spreadUserDetail?userId= (one invited player). */
export function SpreadUserDetail() {
  return (
    <SpreadGate>
      <Detail />
    </SpreadGate>
  );
}
