import type { ApiResult } from '@skinbox/api';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN, baseRoutes, userInfo } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreenHook } from '../../testing/renderScreenHook';
import { useAction } from './useAction';

function setup() {
  let infoAsked = 0;
  const store = mockStore({
    token: TOKEN,
    routes: {
      ...baseRoutes(),
      '/api/user/getInfo': () => {
        infoAsked += 1;
        return userInfo({}, '42.00');
      },
    },
  });
  const { result } = renderScreenHook(() => useAction(), { store });
  return { store, result, infoAsked: () => infoAsked };
}

/** A call that answers when the test says so. */
function held<T>() {
  let settle: (result: ApiResult<T>) => void = () => undefined;
  const call = () => new Promise<ApiResult<T>>((resolve) => (settle = resolve));
  return { call, settle: (result: ApiResult<T>) => settle(result) };
}

describe('useAction', () => {
  it('is busy while its call is under way, and not before or after', async () => {
    const { result } = setup();
    const request = held<string>();
    expect(result.current.busy).toBe(false);
    let sent: Promise<ApiResult<string>> = Promise.resolve({ ok: false, code: 1, msg: '' });
    act(() => {
      sent = result.current.call(request.call);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      request.settle({ ok: true, code: 0, msg: 'ok', data: 'done' });
      await sent;
    });
    expect(result.current.busy).toBe(false);
    await expect(sent).resolves.toMatchObject({ ok: true, data: 'done' });
  });

  it('after a success reloads what shows the change and the player', async () => {
    const { result, store, infoAsked } = setup();
    const listing = vi.fn();
    const quota = vi.fn();
    await act(() =>
      result.current.call(
        () => Promise.resolve({ ok: true as const, code: 0 as const, msg: 'ok', data: null }),
        [listing, quota],
      ),
    );
    expect(listing).toHaveBeenCalledOnce();
    expect(quota).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(infoAsked()).toBe(1));
    await vi.waitFor(() => expect(store.user.assets.amount).toBe('42.00'));
  });

  it('after a failure reloads nothing and hands the failure back', async () => {
    const { result, infoAsked } = setup();
    const listing = vi.fn();
    let answer: ApiResult<null> | undefined;
    await act(async () => {
      answer = await result.current.call(
        () => Promise.resolve({ ok: false as const, code: 409, msg: '库存不足' }),
        [listing],
      );
    });
    expect(answer).toEqual({ ok: false, code: 409, msg: '库存不足' });
    expect(listing).not.toHaveBeenCalled();
    expect(infoAsked()).toBe(0);
    expect(result.current.busy).toBe(false);
  });
});
