import { auth, content, siteLookup, user, type Endpoint } from '@skinbox/api';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';
import { createTestUser } from '../testing/users';
import { rowsOf } from '../db/rows';

/** Every call this server half implements (the upload call has its own case below). */
const candidates: unknown[] = [
  ...Object.values(auth),
  user.getInfo,
  user.update,
  user.changePassword,
  user.changeInvitationCode,
  user.changeSpreadCode,
  user.realName,
  user.queryRealName,
  user.bindSteam,
  user.getMessage,
  user.readyMessage,
  user.delReadyMessage,
  user.getAvaterList,
  user.getAvaterFrameList,
  user.getVipLevelList,
  user.getVipReward,
  user.registerReward,
  user.signin,
  user.signinAwards,
  user.signinRewardRecords,
  user.getUserSticker,
  user.activateSticker,
  user.stickerReward,
  ...Object.values(content),
  siteLookup,
];
const endpoints = candidates.filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'path' in value && 'request' in value,
);

/** Field names of the request schema, so generated payloads hit real fields with wrong values. */
function fieldNames(schema: z.ZodType): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const [name, child] of Object.entries(record.properties)) {
        names.add(name);
        visit(child);
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      if (Array.isArray(record[key])) for (const child of record[key]) visit(child);
    }
  };
  visit(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }));
  return [...names];
}

/** GET payloads travel as query strings: text values only. */
function invalidQueries(endpoint: Endpoint) {
  const names = fieldNames(endpoint.request);
  return fc
    .dictionary(
      fc.constantFrom(...names),
      fc.oneof(fc.string(), fc.constantFrom('-1', '0', '1e9', 'x')),
      {
        minKeys: 1,
      },
    )
    .filter((query) => !endpoint.request.safeParse(query).success);
}

function invalidPayloads(endpoint: Endpoint) {
  const names = fieldNames(endpoint.request);
  const value = fc.oneof(
    fc.jsonValue(),
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.constant(''),
    fc.double(),
  );
  const objects =
    names.length > 0
      ? fc.dictionary(fc.constantFrom(...names), value, { minKeys: 1 })
      : fc.dictionary(fc.string(), value);
  return (
    fc
      .oneof(objects, fc.jsonValue())
      // A JSON null body means "no payload", as an empty body does.
      .filter((payload) => !endpoint.request.safeParse(payload ?? {}).success)
  );
}

const TABLES = [
  'users',
  'sessions',
  'verify_codes',
  'sms_outbox',
  'messages',
  'real_name_attempts',
  'avatar_uploads',
  'vip_reward_claims',
  'uploads',
  'ledger',
  'signin_records',
  'user_stickers',
  'sticker_reward_claims',
];

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await createTestUser(server.database, { vipGrowth: 500_000n }));
});
afterAll(() => server.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await server.database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    counts[table] = rowsOf<{ n: number }>(result)[0]?.n ?? -1;
  }
  return counts;
}

describe('every route refuses invalid input with a 4xx { code, msg } and changes nothing', () => {
  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s',
    async (_path, endpoint) => {
      const before = await rowCounts();
      if (endpoint.method === 'GET' && fieldNames(endpoint.request).length === 0) {
        // A GET without fields has no invalid query: any query string is ignored.
        const response = await call(
          server,
          `${endpoint.path}?junk=1`,
          {},
          { token, method: 'GET' },
        );
        expect(response.status).toBe(200);
        return;
      }
      const send: fc.Arbitrary<unknown> =
        endpoint.method === 'GET' ? invalidQueries(endpoint) : invalidPayloads(endpoint);
      await fc.assert(
        fc.asyncProperty(send, async (payload) => {
          const response =
            endpoint.method === 'GET'
              ? await call(
                  server,
                  `${endpoint.path}?${new URLSearchParams(payload as Record<string, string>)}`,
                  {},
                  { token, method: 'GET' },
                )
              : await call(server, endpoint.path, payload, { token });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          expect(response.body.code).not.toBe(0);
          expect(typeof response.body.msg).toBe('string');
          expect(Object.keys(response.body).sort()).toEqual(['code', 'msg']);
        }),
        { numRuns: 12 },
      );
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses bodies that are not JSON at all', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type":',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['code', 'msg']);
  });

  it('refuses an upload of an unknown type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string().filter((type) => type !== 'avatar'),
        async (type) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array([0x89, 0x50])]), 'a.png');
          const response = await fetch(
            `${server.url}/api/uploadfile?type=${encodeURIComponent(type)}`,
            { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
          );
          expect(response.status).toBe(400);
        },
      ),
      { numRuns: 10 },
    );
  });
});
