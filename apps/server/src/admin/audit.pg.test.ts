import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { operatorOn } from '../testing/operators';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import type { AuditEntry } from '@skinbox/api/admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the audit log', () => {
  it('records who did what to whom, and nobody can change or remove a row', async () => {
    const finance = await operatorOn(server, ['finance']);
    const player = await playerWithCoins(server, 10n);
    const done = await finance.call<{ auditId: number }>('/api/admin/players/adjustBalance', {
      userId: player.userId,
      currency: 'amount',
      amount: '2.50',
      account: 'promotions',
      reason: 'goodwill after an outage',
    });
    expect(done.status).toBe(200);
    const { db } = server.database;
    const row = sql`${auditLog.id} = ${done.data.auditId}`;
    const refusal = (statement: ReturnType<typeof sql>) =>
      db.execute(statement).then(
        () => 'changed',
        (error: Error & { cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`UPDATE audit_log SET reason = 'edited' WHERE ${row}`)).toBe(
      'the audit log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`DELETE FROM audit_log WHERE ${row}`)).toBe(
      'the audit log is append-only: DELETE refused',
    );
    expect(await refusal(sql`TRUNCATE audit_log`)).toBe(
      'the audit log is append-only: TRUNCATE refused',
    );

    const owner = await operatorOn(server, ['owner']);
    const listed = await owner.call<{ list: AuditEntry[]; total: number }>(
      '/api/admin/audit/list',
      {
        target: `user:${player.userId}`,
      },
    );
    expect(listed.data.total).toBe(1);
    expect(listed.data.list[0]).toMatchObject({
      id: done.data.auditId,
      operatorId: finance.operatorId,
      operatorAccount: finance.account,
      action: 'players.adjustBalance',
      before: { currency: 'amount', balance: '10.00' },
      after: { balance: '12.50', amount: '2.50', account: 'promotions' },
      reason: 'goodwill after an outage',
      address: '127.0.0.1',
    });
    const byGroup = await owner.call<{ total: number }>('/api/admin/audit/list', {
      action: 'players',
      operatorId: finance.operatorId,
    });
    expect(byGroup.data.total).toBe(1);
    const otherGroup = await owner.call<{ total: number }>('/api/admin/audit/list', {
      action: 'catalogue',
      operatorId: finance.operatorId,
    });
    expect(otherGroup.data.total).toBe(0);
    const later = await owner.call<{ total: number }>('/api/admin/audit/list', {
      operatorId: finance.operatorId,
      from: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(later.data.total).toBe(0);
  });
});
