import type { KeyValueStorage } from '@skinbox/stores';

/**
 * The welcome a new player sees once after registering (issue 30 point 11): the id of the
 * player it waits for, kept in localStorage so a reload before it is read keeps it, and removed
 * when the player closes it.
 */
export const WELCOME_KEY = 'skinbox_welcome';

export function awaitWelcome(storage: KeyValueStorage, userId: number) {
  storage.setItem(WELCOME_KEY, String(userId));
}

/** Whether the signed-in player (null: nobody) has a welcome waiting. */
export function welcomeWaits(storage: KeyValueStorage, userId: number | null): boolean {
  return userId !== null && storage.getItem(WELCOME_KEY) === String(userId);
}

export function dismissWelcome(storage: KeyValueStorage) {
  storage.removeItem(WELCOME_KEY);
}
