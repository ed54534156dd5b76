import { beforeEach, describe, expect, it } from 'vitest';
import { answering, ok, refused } from '../testing/answering';
import { createConsoleStore } from './ConsoleStore';
import { SignInStore } from './SignInStore';

const operator = { id: 1, account: 'boss', name: 'Boss', roles: ['owner'] };
const LOGIN = '/api/admin/session/login';

function signInWith(answer: Parameters<typeof answering>[0]) {
  const { transport, requests } = answering(answer);
  const store = createConsoleStore({ storage: localStorage, sessionStorage, adapter: transport });
  store.locale.toggle();
  return { store, requests, form: new SignInStore(store.api, store.session, store.locale) };
}

describe('SignInStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('refuses a short password before asking for the code, in the contract’s words', () => {
    const { form, requests } = signInWith({});
    form.set('account', 'boss');
    form.set('password', 'short');
    form.next();
    expect(form.step).toBe('password');
    expect(form.error).toBe('The password needs 12 to 128 printable characters');
    expect(requests).toHaveLength(0);
  });

  it('sends account, password and code together and signs in', async () => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { form, store, requests } = signInWith({
      [LOGIN]: ok({ token: 'tok', expiresAt, operator }),
    });
    form.set('account', 'Boss');
    form.set('password', 'a long enough password');
    form.next();
    expect(form.step).toBe('code');
    form.set('code', '12a456');
    await form.submit();
    expect(form.error).toBe('Enter the 6-digit code from your authenticator app');
    form.set('code', '123456');
    await form.submit();
    expect(requests[0]?.body).toEqual({
      account: 'Boss',
      password: 'a long enough password',
      code: '123456',
    });
    expect(requests[0]?.headers['Accept-Language']).toBe('en');
    expect(store.session.token).toBe('tok');
    expect(form.password).toBe('');
  });

  it('shows the server’s refusal and clears the used code', async () => {
    const { form, store } = signInWith({
      [LOGIN]: refused(400, 'The account, password or authenticator code is wrong'),
    });
    form.set('account', 'boss');
    form.set('password', 'a long enough password');
    form.next();
    form.set('code', '123456');
    await form.submit();
    expect(form.error).toBe('The account, password or authenticator code is wrong');
    expect(form.code).toBe('');
    expect(store.session.signedIn).toBe(false);
  });
});
