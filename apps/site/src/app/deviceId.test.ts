import { describe, expect, it } from 'vitest';
import { randomDeviceId } from './deviceId';

describe('randomDeviceId', () => {
  it('is an RFC 4122 version-4 id', () => {
    expect(randomDeviceId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('uses the random bytes it is given', () => {
    const id = randomDeviceId((bytes) => bytes.fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
