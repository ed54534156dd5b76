import { PRIZE_EVENT, SocketCid } from '@skinbox/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRoot, userInfo } from './testing/fixtures';

afterEach(() => void vi.useRealTimers());

describe('socket store', () => {
  it('connects the socket', () => {
    const { root, socket } = testRoot({});
    root.realtime.connect();
    expect(socket.connect).toHaveBeenCalledOnce();
  });

  it('keeps onlineNum from the heartbeat answer', () => {
    const { root, socket } = testRoot({});
    root.realtime.connect();
    socket.emit(SocketCid.heartbeat, { onlineNum: 77 });
    expect(root.realtime.onlineNum).toBe(77);
  });

  it('reloads user info when a roll settles (cid 101)', async () => {
    const { root, socket, http } = testRoot({ '/api/user/getInfo': () => userInfo() });
    root.realtime.connect();
    socket.emit(SocketCid.rollSettled, { rollId: 5 });
    await vi.waitFor(() => expect(root.user.userId).toBe(42));
    expect(http.pathsCalled()).toEqual(['/api/user/getInfo']);
  });

  it('queues the player’s activity and new-year prizes (cid 102 and 103) and reloads the balance', async () => {
    const { root, socket, http } = testRoot({ '/api/user/getInfo': () => userInfo() });
    root.realtime.connect();
    const goods = { activityId: 7, goodsName: 'AK-47 | Redline', image: '/a.png', price: '12.30' };
    socket.emit(SocketCid.activityGoodsPrize, goods);
    socket.emit(SocketCid.newYearPrize, { prizeName: '福', image: '', amount: '0.88' });
    expect(root.prizes.current).toEqual({ kind: 'activityGoods', ...goods });
    root.prizes.shown();
    expect(root.prizes.current).toEqual({
      kind: 'newYear',
      prizeName: '福',
      image: '',
      amount: '0.88',
    });
    root.prizes.shown();
    expect(root.prizes.current).toBeNull();
    await vi.waitFor(() =>
      expect(http.pathsCalled()).toEqual(['/api/user/getInfo', '/api/user/getInfo']),
    );
  });

  it('queues activity.prize events as announcements', () => {
    vi.useFakeTimers();
    const { root, socket } = testRoot({});
    root.realtime.connect();
    const prize = { nickName: 'Ann', recoveryPrice: '9.00', avater: '', boxType: 1, boxId: 3 };
    socket.emitGameEvent(PRIZE_EVENT, prize);
    expect(root.announcements.current).toEqual(prize);
    root.dispose();
  });

  it('subscribes once however often it connects', () => {
    const { root, socket } = testRoot({});
    root.realtime.connect();
    root.realtime.connect();
    socket.emit(SocketCid.heartbeat, { onlineNum: 1 });
    expect(root.realtime.onlineNum).toBe(1);
    root.dispose();
    socket.emit(SocketCid.heartbeat, { onlineNum: 2 });
    expect(root.realtime.onlineNum).toBe(1);
    expect(socket.close).toHaveBeenCalled();
  });
});
