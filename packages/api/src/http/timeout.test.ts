import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getModuleList } from '../contract/content';
import { translateError } from '../contract/errors';
import { getInfo } from '../contract/user';
import { createHttpClient, REQUEST_TIMEOUT_MS } from './client';
import type { Transport } from './transport';

/** A transport that never answers; it records whether the client aborted its request. */
function silentServer() {
  const aborted = vi.fn();
  const transport: Transport = ({ signal }) =>
    new Promise(() => signal.addEventListener('abort', aborted));
  return { transport, aborted };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('request time-out', () => {
  it('is 10 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('shows the request-timeout text after 10 s, aborts the request and resolves to code 500', async () => {
    const toast = vi.fn();
    const { transport, aborted } = silentServer();
    const http = createHttpClient({
      baseURL: 'http://127.0.0.1:1',
      getToken: () => null,
      getChannelCode: () => null,
      getLanguage: () => 'vi',
      toast,
      clearToken: vi.fn(),
      navigate: vi.fn(),
      openSignIn: vi.fn(),
      adapter: transport,
    });
    let settled: unknown = null;
    void http.call(getInfo, {}).then((result) => (settled = result));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeNull();
    expect(aborted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const text = translateError('errors.requestTimeout', 'vi');
    expect(settled).toEqual({ ok: false, code: 500, msg: text });
    expect(toast).toHaveBeenCalledWith(text);
    expect(aborted).toHaveBeenCalledOnce();
  });

  it('leaves a request that answers in time alone', async () => {
    const toast = vi.fn();
    const http = createHttpClient({
      baseURL: '',
      getToken: () => null,
      getChannelCode: () => null,
      getLanguage: () => 'vi',
      toast,
      clearToken: vi.fn(),
      navigate: vi.fn(),
      openSignIn: vi.fn(),
      adapter: () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve({ status: 200, body: { code: 0, msg: 'ok', data: [] } }),
            REQUEST_TIMEOUT_MS - 1,
          ),
        ),
    });
    let settled: unknown = null;
    void http.call(getModuleList, { platformId: 1 }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    expect(settled).toEqual({ ok: true, code: 0, msg: 'ok', data: [] });
    expect(toast).not.toHaveBeenCalled();
  });
});
