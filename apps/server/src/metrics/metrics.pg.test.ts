import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_METRICS_TOKEN } from '../config';
import { boxes } from '../db/schema';
import { startBuiltServer, type BuiltServer } from '../testing/builtServer';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { grantTestCoins } from '../testing/testGrant';

const OPENS = 3;

/** The value of the series `name` whose labels include `labels` (0 when absent). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

/** `GET /metrics` of the production build on PostgreSQL, behind its token. */
describe('/metrics', () => {
  let database: TestDatabase;
  let server: BuiltServer;
  const scrape = async (token = DEVELOPMENT_METRICS_TOKEN) =>
    fetch(`http://127.0.0.1:${server.port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    // A short crash chain, so the leader's first round starts soon.
    // The loop salts a chain of its own, so crash rounds play without an operator's two steps.
    server = await startBuiltServer({ DATABASE_URL: database.url, CRASH_DEMO_CHAIN: '1' });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('refuses a scrape without the token', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(401);
    expect((await scrape('not-the-metrics-token')).status).toBe(401);
  });

  it('reports the process, its requests, sockets, leadership, pool, jobs and money', async () => {
    // The leader's first scrape marks where the ledger ends; what follows is counted. A process
    // takes the lead a moment after it listens (sooner on a quiet machine), and a scrape before
    // that marks nothing, so the marking scrape is the first one that reports the lead.
    const process = String(server.child.pid);
    let leading = valueOf(await (await scrape()).text(), 'skinbox_leader', { process });
    for (let tries = 0; leading !== 1 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      leading = valueOf(await (await scrape()).text(), 'skinbox_leader', { process });
    }
    expect(leading).toBe(1);
    const [box] = await database.db
      .select({ id: boxes.id, priceCents: boxes.priceCents })
      .from(boxes)
      .where(and(eq(boxes.type, 1), lte(boxes.priceCents, 500n)))
      .limit(1);
    const player = await createTestUser(database);
    await grantTestCoins(database.db, player.userId, 100_000n, 'metrics');
    for (let i = 0; i < OPENS; i++) {
      const answer = await fetch(`http://127.0.0.1:${server.port}/api/box/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
        body: JSON.stringify({ boxId: box?.id, count: 1 }),
      });
      expect(answer.status).toBe(200);
    }
    const response = await scrape();
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();

    expect(valueOf(text, 'skinbox_process_resident_memory_bytes', { process })).toBeGreaterThan(0);
    expect(
      valueOf(text, 'skinbox_http_request_duration_seconds_count', {
        route: '/api/box/open',
        method: 'POST',
        status: '200',
      }),
    ).toBe(OPENS);
    expect(text).toContain('skinbox_http_request_duration_seconds_bucket{le="0.005"');
    expect(valueOf(text, 'skinbox_sockets_open', { process })).toBe(0);
    expect(valueOf(text, 'skinbox_socket_messages_out_total', { process })).toBeGreaterThanOrEqual(
      0,
    );
    expect(valueOf(text, 'skinbox_leader', { process })).toBe(1);
    expect(valueOf(text, 'skinbox_db_pool_wait_seconds_count')).toBeGreaterThan(0);
    expect(text).toMatch(/skinbox_db_pool_connections\{[^}]*state="idle"/);
    expect(valueOf(text, 'skinbox_box_opens_total')).toBe(OPENS);
    expect(valueOf(text, 'skinbox_box_open_coins_total')).toBe(
      (OPENS * Number(box?.priceCents)) / 100,
    );
    // The crash loop runs in the leader: once its first round exists, it is in exactly one phase.
    const phasesOn = (scraped: string) =>
      ['betting', 'running', 'crashed', 'over']
        .map((phase) => valueOf(scraped, 'skinbox_crash_round_phase', { phase }))
        .reduce((a, b) => a + b, 0);
    let phases = phasesOn(text);
    for (let tries = 0; phases === 0 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      phases = phasesOn(await (await scrape()).text());
    }
    expect(phases).toBe(1);
    expect(text).toContain('# TYPE skinbox_jobs_due gauge');
    expect(text).toContain('# TYPE skinbox_job_failures_total counter');
  });
});
