import { ROLL_VECTORS } from '@skinbox/fairness';
import type { Layout } from '../../layout/device';
import { BOXES, BOX_ITEMS, present } from '../../testing/gameFixtures';
import type { FairnessScreen } from './useFairnessScreen';

const noop = () => {};
const vector = present(ROLL_VECTORS[0]);
const HASH = '9f2c0b7e4a1d3f5c6b8e0a2d4f6c8e0b1a3c5e7f9b2d4f6a8c0e2b4d6f8a0c2e';

/**
 * The fairness page as designers review it: a visitor; a player's seeds with the form empty; a
 * stored roll recomputed to the server's ticket; and a client-seed change that revealed the pair.
 */
export function designerState(
  state: 'visitor' | 'seeds' | 'verified' | 'revealed',
  layout: Layout = 'm',
): FairnessScreen {
  const verified = state === 'verified';
  return {
    layout,
    signedIn: state !== 'visitor',
    seeds:
      state === 'visitor' ? null : { serverSeedHash: HASH, clientSeed: 'lucky-seed', nonce: 12 },
    nextSeed: '',
    setNextSeed: noop,
    changing: false,
    changeSeed: noop,
    revealed: state === 'revealed' ? { ...vector.input, serverSeedHash: HASH, rolls: 12 } : null,
    record: verified
      ? { rollId: 5, ...vector.input, serverSeedHash: HASH, ticket: vector.ticket }
      : null,
    boxes: BOXES,
    form: verified
      ? {
          ...vector.input,
          nonce: String(vector.input.nonce),
          cursor: String(vector.input.cursor),
          boxId: String(present(BOXES[0]).boxId),
        }
      : { game: 'box', serverSeed: '', clientSeed: '', nonce: '', cursor: '0', boxId: '' },
    setField: noop,
    calculate: noop,
    formError: false,
    result: verified
      ? { ticket: vector.ticket, serverSeedHash: HASH, item: present(BOX_ITEMS[0]) }
      : null,
    knownHash: verified ? HASH : undefined,
  };
}
