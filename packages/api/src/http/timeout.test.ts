import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateError } from '../contract/errors';
import { getInfo } from '../contract/user';
import { createHttpClient, REQUEST_TIMEOUT_MS } from './client';

/** A transport that never answers and times out the way axios's adapters do. */
const silentServer: AxiosAdapter = (config) =>
  new Promise((_resolve, reject) => {
    setTimeout(
      () =>
        reject(
          new AxiosError(
            `timeout of ${config.timeout}ms exceeded`,
            AxiosError.ECONNABORTED,
            config,
          ),
        ),
      config.timeout,
    );
  });

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('request time-out', () => {
  it('is 10 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('shows the request-timeout text after 10 s and resolves to code 500', async () => {
    const toast = vi.fn();
    const http = createHttpClient({
      baseURL: 'http://127.0.0.1:1',
      getToken: () => null,
      getChannelCode: () => null,
      getLanguage: () => 'vi',
      toast,
      clearToken: vi.fn(),
      navigate: vi.fn(),
      openSignIn: vi.fn(),
      adapter: silentServer,
    });
    let settled: unknown = null;
    void http.call(getInfo, {}).then((result) => (settled = result));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const text = translateError('errors.requestTimeout', 'vi');
    expect(settled).toEqual({ ok: false, code: 500, msg: text });
    expect(toast).toHaveBeenCalledWith(text);
  });
});
