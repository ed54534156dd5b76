import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreenHook } from '../../testing/renderScreenHook';
import { useSignInForm } from './useSignInForm';

function setup() {
  const sent: Record<string, unknown>[] = [];
  const store = mockStore({
    routes: {
      '/api/auth/login': (payload) => {
        sent.push(payload);
        return { token: 'tok-1', userId: 7 };
      },
    },
  });
  const onSignedIn = vi.fn();
  const { result } = renderScreenHook(() => useSignInForm({ layout: 'm', onSignedIn }), {
    store,
  });
  return { result, sent, onSignedIn };
}

describe('useSignInForm', () => {
  it('refuses what the contract refuses, per field, and sends nothing', async () => {
    const { result, sent, onSignedIn } = setup();
    act(() => result.current.set('account')('a!'));
    act(() => result.current.set('password')('123'));
    await act(() => result.current.submit());
    expect(result.current.err('account')).toBe('账号格式错误');
    expect(result.current.err('password')).toBe('密码不能少于6位');
    expect(sent).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('forgets the refusals shown when the way of signing in changes', async () => {
    const { result } = setup();
    await act(() => result.current.submit());
    expect(result.current.err('password')).toBeDefined();
    act(() => result.current.setMode('code'));
    expect(result.current.mode).toBe('code');
    expect(result.current.err('password')).toBeUndefined();
  });

  it('sends the password way with the visit attribution and hands the session on', async () => {
    const { result, sent, onSignedIn } = setup();
    act(() => result.current.set('account')('13800001234'));
    act(() => result.current.set('password')('secret123'));
    await act(() => result.current.submit());
    expect(sent[0]).toMatchObject({
      type: 'password',
      account: '13800001234',
      password: 'secret123',
    });
    expect(onSignedIn).toHaveBeenCalledWith({ token: 'tok-1', userId: 7 });
  });
});
