import { OPERATOR_ROLES } from '@skinbox/api/admin';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS, homePath, screensFor } from './screens';

const navOf = (roles: Parameters<typeof screensFor>[0]) =>
  screensFor(roles)
    .filter((screen) => screen.nav)
    .map((screen) => screen.id);

describe('the console screens by role', () => {
  it('gives the owner every screen', () => {
    expect(screensFor(['owner'])).toHaveLength(CONSOLE_SCREENS.length);
  });

  it('gives each role only the screens whose call the role table allows it', () => {
    expect(navOf(['finance'])).toEqual([
      'dashboard',
      'players',
      'extractions',
      'audit',
      'redPackets',
      'coupons',
      'exchangeCodes',
      'items',
      'rechargeOrders',
      'account',
    ]);
    expect(navOf(['support'])).toEqual([
      'players',
      'extractions',
      'support',
      'rechargeOrders',
      'account',
    ]);
    expect(navOf(['moderator'])).toEqual(['players', 'avatars', 'chat', 'account']);
    const content = ['activity', 'articles', 'banners', 'config', 'modules', 'items'];
    expect(navOf(['content'])).toEqual(['boxes', ...content, 'reservations', 'games', 'account']);
    expect(navOf(['support', 'content'])).toEqual([
      'players',
      'extractions',
      'support',
      'boxes',
      ...content,
      'rechargeOrders',
      'reservations',
      'games',
      'account',
    ]);
  });

  it('gives every operator their own account and only the owner the operators', () => {
    for (const role of OPERATOR_ROLES) {
      expect(navOf([role])).toContain('account');
      expect(navOf([role]).includes('operators')).toBe(role === 'owner');
    }
  });

  it('lands an operator on the first screen of their navigation', () => {
    expect(homePath(['finance'])).toBe('/dashboard');
    expect(homePath(['content'])).toBe('/boxes');
  });
});
