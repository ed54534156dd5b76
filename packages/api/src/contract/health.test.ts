// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorBody } from './envelope';
import { healthResponse } from './health';

describe('health contract', () => {
  it('accepts a server answer', () => {
    const body = {
      code: 0,
      msg: 'ok',
      data: { status: 'ok', database: 'pglite', uptimeSeconds: 1.5 },
    };
    expect(healthResponse.parse(body)).toEqual(body);
  });

  it('rejects an unknown database driver', () => {
    const body = {
      code: 0,
      msg: 'ok',
      data: { status: 'ok', database: 'mysql', uptimeSeconds: 1 },
    };
    expect(healthResponse.safeParse(body).success).toBe(false);
  });

  it('never accepts code 0 as an error body', () => {
    expect(errorBody.safeParse({ code: 0, msg: 'x' }).success).toBe(false);
    expect(errorBody.safeParse({ code: 404, msg: 'errors.notFound' }).success).toBe(true);
  });
});
