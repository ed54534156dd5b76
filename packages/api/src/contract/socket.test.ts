// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from './errors';
import {
  LIVE_DROPS_EVENT,
  SocketCid,
  decodeSocketFrame,
  encodeSocketFrame,
  gameChannel,
  gameEvents,
  liveDropsChannel,
  socketMessages,
} from './socket';

describe('socket frames', () => {
  it('carries data as a JSON string inside the frame', () => {
    const text = encodeSocketFrame(SocketCid.auth, { token: 't' });
    expect(JSON.parse(text)).toEqual({ cid: 11, data: '{"token":"t"}' });
    expect(decodeSocketFrame(text)).toEqual({ cid: 11, data: { token: 't' } });
  });
  it('reads text that is not a frame as null', () => {
    expect(decodeSocketFrame('not json')).toBeNull();
    expect(decodeSocketFrame('{"cid":2,"data":{"onlineNum":1}}')).toBeNull();
    expect(decodeSocketFrame('{"cid":2,"data":"{oops"}')).toBeNull();
  });
  it('uses the cids of SPEC section 7', () => {
    expect(SocketCid).toEqual({
      auth: 11,
      authResult: 12,
      heartbeat: 2,
      rollSettled: 101,
      activityGoodsPrize: 102,
      newYearPrize: 103,
      gameMessage: 1100,
      enterGame: 1001,
      leaveGame: 1002,
    });
  });
  it('reads onlineNum from the heartbeat answer', () => {
    expect(socketMessages[SocketCid.heartbeat].down.parse({ onlineNum: 42 })).toEqual({
      onlineNum: 42,
    });
  });
  it('names a live-drop channel per language that a client may enter', () => {
    const channels = LOCALES.map(liveDropsChannel);
    expect(channels).toEqual(['drops:zh', 'drops:en', 'drops:vi', 'drops:ko', 'drops:tw']);
    for (const channel of channels) expect(gameChannel.safeParse(channel).success).toBe(true);
  });
  it('knows the payload of the live-drop event and refuses a drop without its goods', () => {
    const drop = {
      id: 7,
      nickName: 'ann',
      avater: '',
      boxId: 3,
      boxType: 1,
      boxName: 'Dusk',
      goods: {
        goodsId: 4,
        name: 'AK-47 | Redline',
        image: '/assets/items/images/a.webp',
        price: '12.50',
        quality: 'classified',
        exterior: 'fieldTested',
      },
      createdAt: '2026-11-25T19:00:00.000Z',
    };
    const schema = gameEvents[LIVE_DROPS_EVENT];
    expect(schema.parse({ list: [drop] })).toEqual({ list: [drop] });
    expect(schema.safeParse({ list: [{ ...drop, goods: undefined }] }).success).toBe(false);
  });
});
