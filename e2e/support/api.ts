import { expect, type APIRequestContext } from '@playwright/test';
import type { FixtureUser } from './fixtures';

/** POSTs as the player and returns `data`, failing the test on a refusal. */
export async function call<T>(
  request: APIRequestContext,
  player: FixtureUser,
  path: string,
  data = {},
) {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${player.token}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}
