import type { Layout } from '../../layout/device';
import {
  DESIGNER_BOXES,
  designerRoom,
  designerRoomOfSeats,
  type DesignerRoom,
} from '../battle-common/designerRooms';
import { showOf } from './show';
import type { BattleDetailScreen } from './useBattleDetailScreen';

const noop = () => {};

/**
 * The battle room's states as a designer reviews them: each a complete, fixed screen state with the
 * server's clock stopped at one instant and the reels at a still frame.
 */
export function designerState(
  state: DesignerRoom | 'passwordPrompt',
  layout: Layout = 'p',
  /** A room of this many seats instead of the designer's three (rolling and victory only). */
  seats?: number,
): BattleDetailScreen {
  const { detail, serverNow } =
    seats !== undefined && (state === 'rolling' || state === 'victory')
      ? designerRoomOfSeats(state, seats)
      : designerRoom(state === 'passwordPrompt' ? 'waitingVisitor' : state);
  return {
    layout,
    status: 'ready',
    retry: noop,
    detail,
    boxes: new Map(DESIGNER_BOXES.map((box) => [box.boxId, box])),
    serverNow,
    show: showOf(detail, serverNow),
    animate: false,
    reelFrame: 0.62,
    signedIn: true,
    viewerId:
      detail.mySeat === null ? 5 : (detail.seats[(detail.mySeat ?? 1) - 1]?.player?.userId ?? 7),
    busy: false,
    joinSeat: noop,
    prompt: state === 'passwordPrompt' ? { seat: 2, password: 'abc', error: '房间密码错误' } : null,
    setPassword: noop,
    confirmPassword: noop,
    closePrompt: noop,
    fillBots: noop,
    share: noop,
    links: {
      lobby: '/p/battle/list',
      create: '/p/createbattle',
      bag: '/p/me/bag',
      verify: layout === 'm' ? `/m/battleverify?battleId=${detail.battleId}` : null,
    },
  };
}
