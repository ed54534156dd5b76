import { observer } from 'mobx-react-lite';
import { RedPacketsView } from './RedPacketsView';
import { useRedPacketsScreen } from './useRedPacketsScreen';

/** /m/redpacket and /p/redpacket: the red-packet centre (useRedPacketsScreen, RedPacketsView). */
export const RedPackets = observer(function RedPackets() {
  return <RedPacketsView {...useRedPacketsScreen()} />;
});
