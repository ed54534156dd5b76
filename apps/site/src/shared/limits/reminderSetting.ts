import { observable } from 'mobx';

/**
 * The session reminder the player chose (limits.reminder), in minutes, 0 for off, null until
 * known. The limits screen sets it after each change, so the reminder in the shell follows at once.
 */
export const reminderMinutes = observable.box<number | null>(null);
