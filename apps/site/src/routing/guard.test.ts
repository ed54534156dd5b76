import { describe, expect, it } from 'vitest';
import { BATTLE_PATHS, LOGIN_REQUIRED_PATHS, guard, type GuardInput } from './guard';

const visitor: Omit<GuardInput, 'path'> = {
  fromPath: '/m/home',
  hasToken: false,
  reserveStatus: 1,
  layout: 'm',
};

describe('guard', () => {
  it('lists exactly the login-required paths of SPEC section 2', () => {
    expect(LOGIN_REQUIRED_PATHS).toHaveLength(15);
    expect(LOGIN_REQUIRED_PATHS).toContain('/p/createbattle');
    expect(LOGIN_REQUIRED_PATHS).not.toContain('/m/home');
  });

  it('lets anyone through to an open page', () => {
    expect(guard({ ...visitor, path: '/m/mall' })).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user through to a protected page', () => {
    expect(guard({ ...visitor, hasToken: true, path: '/m/bag' })).toEqual({ kind: 'allow' });
  });

  it('sends a mobile visitor to /m/sign and saves the return address', () => {
    expect(guard({ ...visitor, path: '/m/bag' })).toEqual({
      kind: 'redirect',
      to: '/m/sign',
      saveReturnAddress: true,
    });
  });

  it('opens the sign-in overlay for a desktop visitor', () => {
    expect(
      guard({ ...visitor, layout: 'p', fromPath: '/p/home', path: '/p/createbattle' }),
    ).toEqual({
      kind: 'openSignIn',
      saveReturnAddress: true,
    });
  });

  it('sends a visitor coming from another protected page to /', () => {
    expect(guard({ ...visitor, fromPath: '/m/bag', path: '/m/record' })).toEqual({
      kind: 'redirect',
      to: '/',
      saveReturnAddress: true,
    });
  });

  it('treats a first load (no previous page) like coming from an open page', () => {
    expect(guard({ ...visitor, fromPath: undefined, path: '/m/vip' })).toMatchObject({
      to: '/m/sign',
    });
  });

  it.each(BATTLE_PATHS)('sends %s to / when reserveStatus is not 1', (path) => {
    expect(guard({ ...visitor, hasToken: true, reserveStatus: 2, path })).toEqual({
      kind: 'redirect',
      to: '/',
      saveReturnAddress: false,
    });
  });

  it('opens battle pages when reserveStatus is 1', () => {
    expect(guard({ ...visitor, hasToken: true, path: '/m/battle/list' })).toEqual({
      kind: 'allow',
    });
  });
});
