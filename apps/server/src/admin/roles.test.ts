import { OPERATOR_ROLES, adminRoles, mayCall, type AdminCallKey } from '@skinbox/api/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/api';
import { createTestOperator } from '../testing/operators';
import { playerWithCoins } from '../testing/players';
import { tableSnapshot } from '../testing/tableSnapshot';
import { startTestServer, type TestServer } from '../testing/testServer';
import { endpointOf } from './adminRoute';

/**
 * Generated from the role table: every admin call refuses a visitor and a player (401) and every
 * role its line does not name (403), before it reads the payload, changing nothing. A call added
 * to the contract is covered as soon as it has its line.
 */
const guarded = (Object.keys(adminRoles) as AdminCallKey[]).filter(
  (key) => adminRoles[key] !== 'signedOut',
);
const SESSION_TABLES = ['operator_sessions', 'operators'];

let server: TestServer;
let playerToken: string;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await startTestServer();
  playerToken = (await playerWithCoins(server, 10n)).token;
  for (const role of OPERATOR_ROLES) {
    tokens.set(role, (await createTestOperator(server.database, [role])).token);
  }
});
afterAll(() => server.close());

describe('the role table, enforced on the server', () => {
  it('refuses visitors, players and every role a call does not list', async () => {
    const before = await tableSnapshot(server.database.db, SESSION_TABLES);
    const faults: string[] = [];
    let refusals = 0;
    for (const key of guarded) {
      const { path } = endpointOf(key);
      for (const [who, token] of [
        ['visitor', undefined],
        ['player', playerToken],
      ] as const) {
        const answer = await apiCaller(server, token)(path, {});
        if (answer.status !== 401) faults.push(`${key} as ${who}: ${answer.status}`);
        refusals += 1;
      }
      for (const role of OPERATOR_ROLES) {
        if (mayCall([role], key)) continue;
        const answer = await apiCaller(server, tokens.get(role))(path, {});
        if (answer.status !== 403 || answer.msg !== 'Your role may not do this') {
          faults.push(`${key} as ${role}: ${answer.status} ${answer.msg}`);
        }
        refusals += 1;
      }
    }
    expect(faults).toEqual([]);
    expect(refusals).toBeGreaterThan(guarded.length * 4);
    expect(await tableSnapshot(server.database.db, SESSION_TABLES)).toEqual(before);
  }, 120_000);

  it('lets each listed role through to the contract (a route exists for every line)', async () => {
    const missing: string[] = [];
    // Logging out ends the session the other calls use: it goes last.
    const lastLogout = [...guarded].sort(
      (a, b) => Number(a === 'session.logout') - Number(b === 'session.logout'),
    );
    for (const key of lastLogout) {
      const role = OPERATOR_ROLES.find((r) => r !== 'owner' && mayCall([r], key)) ?? 'owner';
      // A body no call accepts: past the role check the contract refuses it, so nothing runs.
      const answer = await apiCaller(server, tokens.get(role))(endpointOf(key).path, []);
      if (answer.status !== 400) missing.push(`${key} as ${role}: ${answer.status}`);
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
