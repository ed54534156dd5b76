import { memoryStorage } from '@skinbox/stores';
import { describe, expect, it } from 'vitest';
import { awaitWelcome, dismissWelcome, welcomeWaits } from './welcome';

describe('welcome', () => {
  it('waits for the player who registered, and for nobody else', () => {
    const storage = memoryStorage();
    awaitWelcome(storage, 7);
    expect(welcomeWaits(storage, 7)).toBe(true);
    expect(welcomeWaits(storage, 8)).toBe(false);
    expect(welcomeWaits(storage, null)).toBe(false);
  });

  it('is read once: closed, it waits no more', () => {
    const storage = memoryStorage();
    awaitWelcome(storage, 7);
    dismissWelcome(storage);
    expect(welcomeWaits(storage, 7)).toBe(false);
  });
});
