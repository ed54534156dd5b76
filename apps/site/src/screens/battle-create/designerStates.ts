import type { Layout } from '../../layout/device';
import { DESIGNER_BOXES } from '../battle-common/designerRooms';
import type { CreateBattleScreen } from './useCreateBattleScreen';

const noop = () => {};

/** The create form as designers review it: empty, filled, and refused at SPEC's limit. */
export function designerState(
  state: 'empty' | 'chosen' | 'overLimit',
  layout: Layout = 'p',
): CreateBattleScreen {
  const [peak, rookie] = DESIGNER_BOXES;
  const picks =
    state === 'empty'
      ? []
      : [
          {
            boxId: peak?.boxId ?? 0,
            count: state === 'overLimit' ? 4 : 2,
            price: peak?.price ?? '0',
          },
          { boxId: rookie?.boxId ?? 0, count: 2, price: rookie?.price ?? '0' },
        ];
  const rounds = picks.reduce((n, p) => n + p.count, 0);
  return {
    layout,
    boxes: DESIGNER_BOXES,
    picks,
    countOf: (boxId) => picks.find((p) => p.boxId === boxId)?.count ?? 0,
    setCount: noop,
    overLimit: noop,
    left: 6 - rounds,
    rounds,
    seats: state === 'empty' ? 2 : 4,
    setSeats: noop,
    mode: state === 'chosen' ? 'clown' : 'classic',
    setMode: noop,
    password: state === 'chosen' ? 'secret88' : '',
    setPassword: noop,
    cost: state === 'empty' ? '0.00' : state === 'overLimit' ? '105.00' : '55.00',
    balance: '1280.50',
    signedIn: true,
    error: state === 'overLimit' ? '箱子种类或数量超出限制（最多 6 个）' : null,
    busy: false,
    submit: noop,
    back: noop,
  };
}
