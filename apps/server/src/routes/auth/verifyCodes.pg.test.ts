import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, solvedSlider } from '../../testing/authFlow';
import { call } from '../../testing/http';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('SMS codes under concurrent requests', () => {
  it('sends one code when a phone asks many times at once', async () => {
    const mobile = freshMobile();
    const sliders = await Promise.all(Array.from({ length: 6 }, () => solvedSlider(server)));
    const responses = await Promise.all(
      sliders.map((slider) =>
        call(server, '/api/auth/getVerifyCode', { ...slider, mobile, purpose: 'register' }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
  });
});
