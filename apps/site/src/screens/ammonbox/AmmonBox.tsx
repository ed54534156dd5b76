import { observer } from 'mobx-react-lite';
import { AmmonBoxView } from './AmmonBoxView';
import { useAmmonBoxScreen } from './useAmmonBoxScreen';

/** /m/ammonbox (and /p/ammonbox): the ammo boxes' state shown by AmmonBoxView. */
export const AmmonBox = observer(function AmmonBox() {
  return <AmmonBoxView {...useAmmonBoxScreen()} />;
});
