import { errorCatalogue, limits } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { DAY_MS, MINUTE_MS } from '@skinbox/rules';

const PAUSED = errorCatalogue['errors.playPaused'].en;
const PAUSE_DAYS = limits.PAUSE_CHOICES.coolOff.day7;

/**
 * A cool-off ends when the site clock says so: the routes read the time from the server's clock
 * (runtime/siteClock.ts) and hand it to the rule, so a server whose clock is moved a week on
 * lets the player play again without anything in the database being touched.
 */
describe('a cool-off on the site clock', () => {
  // Near the machine's time, so the test player's 30-day session stays valid.
  let now = new Date();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => now });
  });
  afterAll(() => server.close());

  it('refuses play until the clock passes the pause’s end, then allows it', async () => {
    const start = now;
    const player = await playerWithCoins(server, 100n);
    const pause = await player.call<{ pausedUntil: string }>('/api/limits/pause', {
      kind: 'coolOff',
      length: 'day7',
    });
    expect(Date.parse(pause.data.pausedUntil)).toBe(start.getTime() + PAUSE_DAYS * DAY_MS);
    const order = () => player.call('/api/recharge/order', { method: 'alipay', amount: '10.00' });
    const spin = () => player.call('/api/turntable/spin');

    now = new Date(start.getTime() + PAUSE_DAYS * DAY_MS - MINUTE_MS);
    expect(await order()).toMatchObject({ status: 403, msg: PAUSED });
    expect(await spin()).toMatchObject({ status: 403, msg: PAUSED });
    expect((await player.call('/api/limits/state')).data).toMatchObject({
      pauseKind: 'coolOff',
    });

    now = new Date(start.getTime() + PAUSE_DAYS * DAY_MS + MINUTE_MS);
    expect((await player.call('/api/limits/state')).data).toMatchObject({
      pausedUntil: null,
      pauseKind: null,
    });
    expect((await order()).code).toBe(0);
    expect(await spin()).not.toMatchObject({ msg: PAUSED });
  });
});
