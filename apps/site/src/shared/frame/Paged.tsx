import { PAGE_SIZE, type ApiResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Empty, List, Pagination, PullRefresh, SkeletonRegion } from '@skinbox/ui';
import type { CSSObject, Theme } from '@emotion/react';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import type { Layout } from '../../layout/device';
import { useCall } from './useCall';

/** A page of a listing as the contract answers it (PAGE_SIZE rows at most). */
export interface PageOf<T> {
  list: T[];
  total: number;
}

export interface Paged<T, P> {
  /** The rows shown: the current page on /p, every page loaded so far on /m. */
  items: T[];
  /** The newest page's answer (e.g. the bag value beside the rows), null before the first. */
  data: P | null;
  /** The first page has arrived. */
  loaded: boolean;
  /** Asks again from page 1, e.g. after a sale changed the rows. */
  reload(): void;
  /** The listing: the rows with the kit's Pagination (/p) or List and PullRefresh (/m). */
  view(options: PagedViewOptions<T>): ReactNode;
}

export interface PagedViewOptions<T> {
  row(item: T): ReactNode;
  rowKey(item: T): Key;
  /** The rows' container style, e.g. a grid of tiles. */
  rowsCss?: (theme: Theme) => CSSObject;
  /** Shown instead of the rows when there are none; the kit's Empty ('暂无数据') by default. */
  empty?: ReactNode;
  /**
   * One row as it will look, drawn SKELETON_ROWS times in the rows' container while the first
   * page loads, so the rows take the space they will fill and nothing below them moves.
   */
  skeleton?: ReactNode;
}

/** Skeleton rows while the first page loads: as many as the first page holds. */
export const SKELETON_ROWS = PAGE_SIZE;

/**
 * The rows' skeleton: SKELETON_ROWS of `skeleton` in the rows' container. A listing draws it until
 * its first page; a screen that holds its listing back for another answer draws it meanwhile.
 */
export function skeletonRows(options: Pick<PagedViewOptions<unknown>, 'rowsCss' | 'skeleton'>) {
  return (
    <SkeletonRegion css={(theme) => options.rowsCss?.(theme) ?? {}}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} css={{ minWidth: 0 }}>
          {options.skeleton}
        </div>
      ))}
    </SkeletonRegion>
  );
}

/**
 * The rows as a list, each row a list item, in the container's style.
 */
function rows<T>({ row, rowKey }: PagedViewOptions<T>, items: T[]) {
  return items.map((item) => (
    <div role="listitem" key={rowKey(item)} css={{ minWidth: 0 }}>
      {row(item)}
    </div>
  ));
}

interface Feed<P> {
  key: string;
  pages: P[];
  loading: boolean;
  error: boolean;
}

/**
 * A listing of PAGE_SIZE pages, as a desktop and a Vant mobile site show one: numbered pages
 * (the kit's Pagination, 5 page buttons) on /p; on /m an endless List that asks for the next page
 * 100 px before its end (SPEC list load offset), inside a PullRefresh that reloads page 1. A new
 * `key` (the filters' JSON) or a new language starts again at page 1. Failures were already
 * shown as toasts by the HTTP client; on /m the List offers to retry. Call it from an observer.
 */
export function usePaged<P extends PageOf<unknown>, T = P['list'][number]>(
  layout: Layout,
  call: (page: number) => Promise<ApiResult<P>>,
  key: string,
  enabled = true,
): Paged<T, P> {
  const language = useStores().prefs.language;
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });

  // /p: one page at a time, back to page 1 whenever the key changes; forgotten then, so going
  // back to an earlier key (a search cleared) starts at page 1 as well.
  const [at, setAt] = useState({ key, page: 1 });
  if (at.key !== key) setAt({ key, page: 1 });
  const page = at.key === key ? at.page : 1;
  const single = useCall(() => latest.current(page), `${key}:${page}`, enabled && layout === 'p');

  // /m: the pages loaded so far, started again (from page 1) on a new key, language or reload;
  // an answer from before a restart is dropped.
  const infinite = enabled && layout === 'm';
  const [reloads, setReloads] = useState(0);
  const feedKey = JSON.stringify([infinite, key, language, reloads]);
  // Loading from the start, so the List does not ask for page 1 as well when it mounts.
  const fresh = (): Feed<P> => ({ key: feedKey, pages: [], loading: infinite, error: false });
  const [feed, setFeed] = useState<Feed<P>>(fresh);
  if (feed.key !== feedKey) setFeed(fresh());
  const generation = useRef(0);
  const fetchPage = useCallback(async (from: number, number: number) => {
    const result = await latest.current(number);
    if (from !== generation.current) return;
    // A page of rows is a large render: as a transition (as useCall's answers) React renders it
    // in slices between frames instead of one long task that blocks input. The list's loading is
    // this feed's, set back with the rows, so it checks its end against them (the kit's List
    // leaves a controlled loading to its owner).
    startTransition(() => {
      if (!result.ok) {
        setFeed((current) => ({ ...current, loading: false, error: true }));
        return;
      }
      setFeed((current) => ({
        ...current,
        pages: number === 1 ? [result.data] : [...current.pages, result.data],
        loading: false,
        error: false,
      }));
    });
  }, []);
  useEffect(() => {
    generation.current += 1;
    if (infinite) void fetchPage(generation.current, 1);
    // feedKey holds infinite, key, language and reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [feedKey, fetchPage]);

  const loadedRows = feed.pages.reduce((sum, p) => sum + p.list.length, 0);
  const last = feed.pages.at(-1);
  const finished = last !== undefined && (last.list.length < PAGE_SIZE || loadedRows >= last.total);

  if (layout === 'p') {
    const data = single.data;
    return {
      items: (data?.list ?? []) as T[],
      data,
      loaded: data !== null,
      reload: single.reload,
      view: (options) => (
        <>
          {enabled && !data && options.skeleton ? (
            skeletonRows(options)
          ) : data && data.list.length === 0 ? (
            (options.empty ?? <Empty />)
          ) : (
            <div role="list" css={(theme) => options.rowsCss?.(theme) ?? {}}>
              {rows(options, (data?.list ?? []) as T[])}
            </div>
          )}
          {data && data.total > PAGE_SIZE && (
            <Pagination
              value={page}
              totalItems={data.total}
              itemsPerPage={PAGE_SIZE}
              onChange={(next) => setAt({ key, page: next })}
              css={{ alignSelf: 'center', width: '100%', maxWidth: 480 }}
            />
          )}
        </>
      ),
    };
  }

  return {
    items: feed.pages.flatMap((p) => p.list) as T[],
    data: last ?? null,
    loaded: last !== undefined,
    reload: () => setReloads((n) => n + 1),
    view: (options) => (
      <PullRefresh
        onRefresh={() => {
          generation.current += 1;
          return fetchPage(generation.current, 1);
        }}
      >
        {enabled && last === undefined && !feed.error && options.skeleton ? (
          skeletonRows(options)
        ) : last !== undefined && loadedRows === 0 ? (
          (options.empty ?? <Empty />)
        ) : (
          <List
            role="list"
            css={(theme) => ({ '& > [role=list]': options.rowsCss?.(theme) ?? {} })}
            loading={feed.loading}
            onLoadingChange={(loading) => setFeed((current) => ({ ...current, loading }))}
            error={feed.error}
            onErrorChange={(error) => setFeed((current) => ({ ...current, error }))}
            finished={finished}
            onLoad={() => fetchPage(generation.current, feed.pages.length + 1)}
          >
            {rows(
              options,
              feed.pages.flatMap((p) => p.list),
            )}
          </List>
        )}
      </PullRefresh>
    ),
  };
}
