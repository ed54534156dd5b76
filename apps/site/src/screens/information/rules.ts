import { MAX_PAGE_SIZE, type Message } from '@skinbox/api';

/** The detail looks through the messages a page at a time, the largest page the server answers. */
export const SEARCH_PAGE_SIZE = MAX_PAGE_SIZE;
/** How many pages it looks through for its id (1000 kept). */
export const SEARCH_PAGES = 20;

/** The ids 'read all' marks: the unread among the messages shown. */
export function unreadIds(messages: readonly Message[]): number[] {
  return messages.filter((message) => !message.isRead).map((message) => message.id);
}
