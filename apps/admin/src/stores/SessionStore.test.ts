import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore } from './SessionStore';

const finance = { id: 3, account: 'fin', name: 'Fin', roles: ['finance' as const] };
const at = (ms: number) => new Date(ms).toISOString();

describe('SessionStore', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('offers only the calls the role table gives the roles', () => {
    const session = new SessionStore(sessionStorage);
    session.signIn({ token: 'tok', expiresAt: at(Date.now() + 60_000), operator: finance });
    expect(session.may('players.adjustBalance')).toBe(true);
    expect(session.may('players.ban')).toBe(false);
    expect(session.may('catalogue.saveBox')).toBe(false);
  });

  it('ends the session when its expiry passes and says so on the sign-in screen', () => {
    const session = new SessionStore(sessionStorage);
    session.signIn({ token: 'tok', expiresAt: at(Date.now() + 60_000), operator: finance });
    vi.advanceTimersByTime(59_999);
    expect(session.signedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(session.signedIn).toBe(false);
    expect(session.notice).toBe('expired');
    expect(sessionStorage.getItem('skinbox.admin.session')).toBeNull();
  });

  it('keeps the session in this tab across a reload, and drops one already expired', () => {
    new SessionStore(sessionStorage).signIn({
      token: 'tok',
      expiresAt: at(Date.now() + 60_000),
      operator: finance,
    });
    expect(new SessionStore(sessionStorage).token).toBe('tok');
    vi.setSystemTime(Date.now() + 61_000);
    const reloaded = new SessionStore(sessionStorage);
    expect(reloaded.signedIn).toBe(false);
    expect(reloaded.notice).toBe('expired');
  });

  it('says nothing new when a 401 arrives after the operator signed out', () => {
    const session = new SessionStore(sessionStorage);
    session.signIn({ token: 'tok', expiresAt: at(Date.now() + 60_000), operator: finance });
    session.end('signedOut');
    session.end('expired');
    expect(session.notice).toBe('signedOut');
  });
});
