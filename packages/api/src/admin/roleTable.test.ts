import { describe, expect, it } from 'vitest';
import { isEndpoint } from '../http/bind';
import { adminGroups } from './groups';
import { adminRoles, callsOf, mayCall, type AdminCallKey } from './roleTable';
import { OPERATOR_ROLES } from './roles';

const calls = Object.entries(adminGroups).flatMap(([group, module]) =>
  Object.entries(module)
    .filter(([, value]) => isEndpoint(value))
    .map(([name, endpoint]) => ({ key: `${group}.${name}`, group, name, endpoint })),
);

describe('the admin contract', () => {
  it('has a role line for every call and no line without a call', () => {
    expect(Object.keys(adminRoles).sort()).toEqual(calls.map((c) => c.key).sort());
  });

  it('serves every call under /api/admin/<group>/<call>, by POST, signed in unless it signs in', () => {
    for (const { key, group, name, endpoint } of calls) {
      expect(endpoint.path).toBe(`/api/admin/${group}/${name}`);
      expect(endpoint.method).toBe('POST');
      expect(endpoint.auth).toBe(
        adminRoles[key as AdminCallKey] === 'signedOut' ? 'none' : 'required',
      );
    }
  });

  it('lets the owner make every call and the others only their lines', () => {
    expect(callsOf(['owner'])).toHaveLength(
      calls.filter((c) => adminRoles[c.key as AdminCallKey] !== 'signedOut').length,
    );
    expect(mayCall(['support'], 'queues.answerSupport')).toBe(true);
    expect(mayCall(['support'], 'players.adjustBalance')).toBe(false);
    expect(mayCall(['finance'], 'players.adjustBalance')).toBe(true);
    expect(mayCall(['content', 'support'], 'catalogue.saveBox')).toBe(true);
    expect(mayCall(['finance'], 'operators.create')).toBe(false);
    for (const role of OPERATOR_ROLES) expect(mayCall([role], 'session.me')).toBe(true);
  });

  it('refuses an adjustment without a reason or of zero, and accepts a signed amount', () => {
    const request = adminGroups.players.adjustBalance.request;
    const base = { userId: 7, currency: 'amount', account: 'house' };
    expect(request.safeParse({ ...base, amount: '-12.30', reason: 'refund' }).success).toBe(true);
    const zero = request.safeParse({ ...base, amount: '0.00', reason: 'x' });
    expect(zero.error?.issues[0]?.message).toBe('errors.adminAmountPositive');
    const silent = request.safeParse({ ...base, amount: '5.00', reason: '  ' });
    expect(silent.error?.issues[0]?.message).toBe('errors.adminReasonRequired');
  });
});
