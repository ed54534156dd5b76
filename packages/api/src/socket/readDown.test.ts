// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PRIZE_EVENT,
  SocketCid,
  encodeSocketFrame,
  gameEvents,
  socketMessages,
} from '../contract/socket';
import { gameEventReaders, readDownFrame } from './readDown';

const money = ['1.00', '-0.50', '1', '1.5', '', 1];
const ids = [1, 42, 0, -1, 1.5, '1', Number.MAX_SAFE_INTEGER + 1, null];
const counts = [0, 3, -1, 2.5, '3'];
const strings = ['', 'x', 3, null];
const channels = ['crash', 'battle:42', 'roll:open', 'Crash', 'battle:', 'a:b:c', '', 7];

/** Every combination of `values` per field, some fields left out and one field more. */
function samples(values: Record<string, unknown[]>): unknown[] {
  let all: Record<string, unknown>[] = [{}];
  for (const [name, options] of Object.entries(values))
    all = all.flatMap((sample) => [
      ...options.map((value) => ({ ...sample, [name]: value })),
      sample,
    ]);
  return [...all, ...all.slice(0, 3).map((sample) => ({ ...sample, extra: true })), null, [], 'x'];
}

const down = {
  [SocketCid.authResult]: samples({ isValid: [true, false, 'true', 1] }),
  [SocketCid.heartbeat]: samples({ onlineNum: counts }),
  [SocketCid.rollSettled]: samples({ rollId: ids }),
  [SocketCid.activityGoodsPrize]: samples({
    activityId: [1, 0],
    goodsName: strings,
    image: ['', 3],
    price: money,
  }),
  [SocketCid.newYearPrize]: samples({ prizeName: strings, image: ['', 3], amount: money }),
  [SocketCid.gameMessage]: samples({
    game: channels,
    event: ['crash.tick', '', 3],
    payload: [{ a: 1 }, null],
    seq: ids,
  }),
  [SocketCid.enterGame]: samples({ game: channels, seq: counts }),
  [SocketCid.leaveGame]: samples({ game: channels }),
};

describe('the socket messages read without zod', () => {
  it.each(Object.entries(down))('take and give what the contract does for cid %s', (cid, data) => {
    const schema = socketMessages[Number(cid) as keyof typeof down].down;
    for (const sample of data) {
      const parsed = schema.safeParse(sample);
      const read = readDownFrame(encodeSocketFrame(Number(cid), sample));
      expect(read, JSON.stringify(sample)).toEqual(
        parsed.success ? { cid: Number(cid), data: parsed.data } : null,
      );
    }
  });

  it('refuse what is not a frame, and the cids the server never sends', () => {
    const texts = [
      'not json',
      '[]',
      '{"cid":12}',
      '{"cid":12,"data":{"isValid":true}}',
      '{"cid":12,"data":"not json"}',
      '{"cid":"12","data":"{\\"isValid\\":true}"}',
      '{"cid":12.5,"data":"{\\"isValid\\":true}"}',
      encodeSocketFrame(SocketCid.auth, { token: 't' }),
      encodeSocketFrame(999, {}),
      encodeSocketFrame('toString' as unknown as number, {}),
    ];
    for (const text of texts) {
      expect(readDownFrame(text), text).toBeNull();
    }
    expect(readDownFrame(encodeSocketFrame(SocketCid.authResult, { isValid: true }))).toEqual({
      cid: SocketCid.authResult,
      data: { isValid: true },
    });
  });

  it('read a prize announcement as the contract does', () => {
    const schema = gameEvents[PRIZE_EVENT];
    for (const sample of samples({
      nickName: strings,
      recoveryPrice: money,
      avater: ['', 3],
      boxType: [1, 2, 3, '1'],
      boxId: [9, 0],
    })) {
      const parsed = schema.safeParse(sample);
      expect(gameEventReaders[PRIZE_EVENT](sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
