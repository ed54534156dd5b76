import { observer } from 'mobx-react-lite';
import { TransforView } from './TransforView';
import { useTransforScreen } from './useTransforScreen';

/** /m/transfor and /p/transfor: the lucky turntable (useTransforScreen) shown by TransforView. */
export const Transfor = observer(function Transfor() {
  return <TransforView {...useTransforScreen()} />;
});
