import { z } from 'zod';

/** SPEC section 9: lists are paged 10 at a time. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Paging fields for POST payloads (JSON numbers). */
export const pageRequest = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** Paging fields for GET calls, whose payload travels as query-string text. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

/** One page of a list and the total count of the whole list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() });
}

/** Calls that take no payload. */
export const noPayload = z.object({});
/** Calls whose answer carries no data (`data: null`). */
export const noData = z.null();

/** Instants on the wire: ISO 8601 strings in UTC. */
export const isoDateTime = z.iso.datetime();
