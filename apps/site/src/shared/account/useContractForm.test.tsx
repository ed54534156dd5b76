import { auth, type ApiResult } from '@skinbox/api';
import { StoresProvider } from '@skinbox/stores';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { withPasswordsMatch } from './errors';
import { useContractForm } from './useContractForm';

const EMPTY = { mobile: '', code: '', password: '', confirmPassword: '' };

function setup() {
  const store = mockStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoresProvider store={store}>{children}</StoresProvider>
  );
  return renderHook(() => useContractForm(EMPTY), { wrapper });
}

describe('useContractForm', () => {
  it("shows the contract's refusals per field and sends nothing", async () => {
    const { result } = setup();
    const send = vi.fn();
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.submit(
        auth.forgotPasswordRequest.safeParse(result.current.form),
        send,
      );
    });
    expect(answer).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.err('mobile')).toBeTypeOf('string');
    expect(result.current.err('nothing')).toBeUndefined();
  });

  it('adds what zod could not say yet, e.g. the passwords differing', async () => {
    const { result } = setup();
    act(() => result.current.set('password')('secret123'));
    act(() => result.current.set('confirmPassword')('secret124'));
    const form = result.current.form;
    await act(() =>
      result.current.submit(auth.forgotPasswordRequest.safeParse(form), vi.fn(), (errors) =>
        withPasswordsMatch(errors, form),
      ),
    );
    expect(result.current.err('confirmPassword')).toBe('两次输入的密码不一致');
    act(() => result.current.clearErrors());
    expect(result.current.err('confirmPassword')).toBeUndefined();
  });

  it('sends the parsed data while busy, answers with the reply, and resets', async () => {
    const { result } = setup();
    const reply: ApiResult<null> = { ok: true, code: 0, msg: 'ok', data: null };
    let release: (value: ApiResult<null>) => void = () => {};
    const send = vi.fn(
      (_data: { mobile: string }) => new Promise<ApiResult<null>>((r) => (release = r)),
    );
    act(() => result.current.set('mobile')('13800138000'));
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.submit({ success: true, data: { mobile: '13800138000' } }, send);
    });
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledWith({ mobile: '13800138000' });
    await act(async () => {
      release(reply);
      expect(await pending).toBe(reply);
    });
    expect(result.current.busy).toBe(false);
    act(() => result.current.reset());
    expect(result.current.form).toEqual(EMPTY);
  });
});
