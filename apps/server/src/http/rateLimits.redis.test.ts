import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_AND_ADDRESS,
  SMS_PER_ADDRESS_PER_HOUR,
} from '../auth/limits';
import { loadConfig } from '../config';
import { seedBase } from '../seed/baseSeed';
import { freshMobile, solvedSlider } from '../testing/authFlow';
import { call } from '../testing/http';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { GUESS_LIMITS } from './secretGuesses';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two server instances on one PostgreSQL database and one Redis, as two processes of one site
 * behind a proxy: the abuse limits must hold across them and across a restart.
 */
let database: TestDatabase;
const apps: FastifyInstance[] = [];
const servers: { url: string; database: TestDatabase }[] = [];

async function startInstance() {
  const config = {
    ...loadConfig({}),
    PORT: 0,
    LOG_LEVEL: 'silent' as const,
    DATABASE_URL: database.url,
    REDIS_URL,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-data-')),
  };
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  apps.push(app);
  const server = { url: `http://127.0.0.1:${address.port}`, database };
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await openPostgresTestDatabase();
  await seedBase(database.db);
  await startInstance();
  await startInstance();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.dispose();
});

describe('abuse limits in Redis', () => {
  it('counts password attempts across two processes and a restart', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    const { mobile } = await createTestUser(database);
    const headers = { 'x-forwarded-for': '203.0.113.60' };
    const attempt = (server: { url: string }) =>
      call(
        server,
        '/api/auth/login',
        { type: 'password', account: mobile, password: 'wrong-pass' },
        { headers },
      );
    const half = LOGIN_PER_ACCOUNT_AND_ADDRESS.limit / 2;
    for (let i = 0; i < half; i++) expect((await attempt(first)).status).toBe(400);
    for (let i = 0; i < half; i++) expect((await attempt(second)).status).toBe(400);
    expect((await attempt(first)).status).toBe(429);
    const restarted = await startInstance();
    expect((await attempt(restarted)).status).toBe(429);
  });

  it(`sends at most ${SMS_PER_ADDRESS_PER_HOUR} codes when one address asks for 50 phones at once through two processes`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.61' };
    const sliders = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const server = servers[i % 2];
        if (!server) throw new Error('two servers expected');
        return solvedSlider(server).then((slider) => ({ server, slider }));
      }),
    );
    const responses = await Promise.all(
      sliders.map(({ server, slider }) =>
        call(
          server,
          '/api/auth/getVerifyCode',
          { ...slider, mobile: freshMobile(), purpose: 'register' },
          { headers },
        ),
      ),
    );
    const sent = responses.filter((response) => response.status === 200).length;
    expect(sent).toBeLessThanOrEqual(SMS_PER_ADDRESS_PER_HOUR);
    expect(sent).toBeGreaterThan(0);
  });

  it('counts wrong red-packet passwords of one player across two processes', async () => {
    const { token } = await createTestUser(database);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          servers[i % 2] ?? { url: '' },
          '/api/redpacket/password',
          { password: `WRONG${i}` },
          { token, headers: { 'x-forwarded-for': '203.0.113.62' } },
        ),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 400).length;
    expect(checked).toBe(GUESS_LIMITS.redPacketPassword.perPlayer.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(40 - checked);
  });

  it('caps wrong passwords of one account from many addresses across two processes', async () => {
    const { mobile } = await createTestUser(database);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          servers[i % 2] ?? { url: '' },
          '/api/auth/login',
          { type: 'password', account: mobile, password: 'wrong-pass' },
          { headers: { 'x-forwarded-for': `203.0.113.${100 + (i % 10)}` } },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(
      LOGIN_FAILURES_PER_ACCOUNT.limit,
    );
  });
});
