import { useEffect } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';

/** SPEC section 9: ten items to a page … */
export const PAGINATION_ITEMS_PER_PAGE = 10;
/** … and at most five page numbers shown at once. */
export const PAGINATION_SHOW_PAGE_SIZE = 5;

export interface PaginationPage {
  /** The page a press goes to. */
  number: number;
  /** A page number, or an ellipsis that jumps past the shown numbers. */
  kind: 'page' | 'ellipsis';
  active: boolean;
}

export interface UsePaginationOptions {
  /** The current page, from 1 (controlled). */
  value?: number;
  /**
   * The starting page when not controlled.
   * @default 1
   */
  defaultValue?: number;
  /** Called with the page a button goes to (and with the clamped page when `value` is out of range). */
  onChange?: (page: number) => void;
  /** Items in all; with `itemsPerPage` gives the page count. */
  totalItems?: number;
  /**
   * Items on one page (SPEC: 10).
   * @default 10
   */
  itemsPerPage?: number;
  /** Page count given directly; wins over `totalItems`. */
  pageCount?: number;
  /**
   * Most page numbers shown at once (SPEC: 5).
   * @default 5
   */
  showPageSize?: number;
  /** Adds '…' buttons that jump to the pages just outside the shown ones. */
  forceEllipses?: boolean;
}

/** At least one page: `pageCount` when given, else the items split into pages. */
export function paginationPageCount({
  pageCount = 0,
  totalItems = 0,
  itemsPerPage = PAGINATION_ITEMS_PER_PAGE,
}: Pick<UsePaginationOptions, 'pageCount' | 'totalItems' | 'itemsPerPage'>): number {
  return Math.max(1, pageCount || Math.ceil(totalItems / itemsPerPage));
}

/** The buttons between prev and next: a window of pages around `current`, as in Vant. */
export function paginationPages(
  current: number,
  count: number,
  showPageSize = PAGINATION_SHOW_PAGE_SIZE,
  forceEllipses = false,
): PaginationPage[] {
  let start = 1;
  let end = count;
  const windowed = showPageSize < count;
  if (windowed) {
    // The current page sits in the middle of the window, which stays inside 1..count.
    start = Math.max(current - Math.floor(showPageSize / 2), 1);
    end = start + showPageSize - 1;
    if (end > count) {
      end = count;
      start = end - showPageSize + 1;
    }
  }
  const pages: PaginationPage[] = [];
  for (let number = start; number <= end; number++) {
    pages.push({ number, kind: 'page', active: number === current });
  }
  if (windowed && showPageSize > 0 && forceEllipses) {
    if (start > 1) pages.unshift({ number: start - 1, kind: 'ellipsis', active: false });
    if (end < count) pages.push({ number: end + 1, kind: 'ellipsis', active: false });
  }
  return pages;
}

/** Pagination state: the current page kept inside 1..count, and the buttons to show. */
export function usePagination({
  value,
  defaultValue = 1,
  onChange,
  totalItems,
  itemsPerPage,
  pageCount,
  showPageSize = PAGINATION_SHOW_PAGE_SIZE,
  forceEllipses = false,
}: UsePaginationOptions) {
  const count = paginationPageCount({ pageCount, totalItems, itemsPerPage });
  const clamp = (page: number) => Math.min(Math.max(Math.round(page) || 1, 1), count);
  const [raw, setPage] = useControllableValue({
    value,
    defaultValue: clamp(defaultValue),
    onChange,
  });
  const page = clamp(raw);

  // A page outside 1..count (a controlled value, or a shrinking list) is reported clamped.
  useEffect(() => {
    if (page !== raw) setPage(page);
  }, [page, raw, setPage]);

  const goTo = (next: number) => setPage(clamp(next));

  return {
    page,
    count,
    pages: paginationPages(page, count, showPageSize, forceEllipses),
    prevDisabled: page <= 1,
    nextDisabled: page >= count,
    goTo,
  };
}
