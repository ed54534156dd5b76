import { observer } from 'mobx-react-lite';
import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { useVipScreen } from './useVipScreen';
import { VipView } from './VipView';

const VipScreen = observer(function VipScreen() {
  return <VipView {...useVipScreen()} />;
});

/** /m/vip and /p/me/vip: the player's levels (useVipScreen) shown by VipView. */
export function Vip() {
  return (
    <SignedInOnly>
      <VipScreen />
    </SignedInOnly>
  );
}
