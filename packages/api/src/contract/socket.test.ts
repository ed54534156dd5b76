// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SocketCid, decodeSocketFrame, encodeSocketFrame, socketMessages } from './socket';

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
});
