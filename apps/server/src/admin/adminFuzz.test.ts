import { adminGroups, type AdminCallKey } from '@skinbox/api/admin';
import type { Endpoint } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedRequests, sendMalformed } from '../testing/malformedPayloads';
import { createTestOperator } from '../testing/operators';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { tableSnapshot } from '../testing/tableSnapshot';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * Every admin call gets the malformed requests the player contract's fuzz sends (generated from
 * its JSON Schema), as an owner, who passes every role check: each answers 4xx, never 5xx, and
 * afterwards every table holds what it held (the sessions' last-call times aside).
 */
const calls = Object.entries(adminGroups).flatMap(([group, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Endpoint] => {
      const value = entry[1] as unknown;
      return typeof value === 'object' && value !== null && 'path' in value && 'request' in value;
    })
    .map(([name, endpoint]) => ({ key: `${group}.${name}` as AdminCallKey, endpoint })),
);
const PARALLEL = 4;

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const player = await playerWithCoins(server, 1000n);
  await openForItems(player, await siteBoxId(server, 1), 2);
  token = (await createTestOperator(server.database, ['owner'])).token;
});
afterAll(() => server.close());

describe('fuzzed admin payloads', () => {
  it('answer 4xx and change nothing', async () => {
    const before = await tableSnapshot(server.database.db, ['operator_sessions', 'operators']);
    const jobs = calls.flatMap(({ key, endpoint }) =>
      malformedRequests(endpoint).map((request) => ({ key, endpoint, request })),
    );
    const faults: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (!job) return;
        const { status, text } = await sendMalformed(server, job.endpoint, job.request, token);
        if (status < 400 || status >= 500) {
          faults.push(`${job.key} ${job.request.label}: ${status} ${text.slice(0, 160)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.log(`admin fuzz: ${calls.length} calls, ${jobs.length} malformed requests`);
    expect(faults).toEqual([]);
    expect(await tableSnapshot(server.database.db, ['operator_sessions', 'operators'])).toEqual(
      before,
    );
  }, 240_000);
});
