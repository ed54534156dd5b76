import type { Message } from '@skinbox/api';

/** How many pages of messages the detail looks through for its id (1000 kept, 50 a page). */
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_PAGES = 20;

/** The ids 'read all' marks: the unread among the messages shown. */
export function unreadIds(messages: readonly Message[]): number[] {
  return messages.filter((message) => !message.isRead).map((message) => message.id);
}
