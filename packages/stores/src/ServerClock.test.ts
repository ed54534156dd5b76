import { describe, expect, it } from 'vitest';
import { ServerClock } from './ServerClock';

describe('the server clock', () => {
  it('takes half the round trip of an answer as its best guess', () => {
    let local = 10_000;
    const clock = new ServerClock(() => local);
    const sent = local;
    local += 200;
    clock.answered(new Date(15_000).toISOString(), sent);
    expect(clock.offsetMs).toBe(15_000 - 10_100);
    expect(clock.now()).toBe(local + 4_900);
  });

  it('is only raised by a pushed time, which shows the server at least that far ahead', () => {
    const clock = new ServerClock(() => 1_000);
    clock.pushed(2_000);
    expect(clock.offsetMs).toBe(1_000);
    clock.pushed(1_500);
    expect(clock.offsetMs).toBe(1_000);
  });
});
