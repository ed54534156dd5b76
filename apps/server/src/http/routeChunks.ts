import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build's route-chunks.json (apps/site/preloadRouteChunks.ts): for each route segment, the
 * chunks its lazily loaded screen needs beyond the entry chunk's.
 */
export type RouteChunks = Readonly<Record<string, readonly string[]>>;

/** The route chunks written beside `distDir`'s index.html; none when the build wrote no file. */
export function readRouteChunks(distDir: string): RouteChunks {
  try {
    const parsed = JSON.parse(readFileSync(join(distDir, 'route-chunks.json'), 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** The screen segment of a site path: /m/<segment>, /p/<segment> or /p/me/<segment>. */
export function routeSegment(pathname: string): string | undefined {
  const [, layout, first, second] = pathname.split('/');
  if (layout === 'p' && first === 'me') return second || undefined;
  return layout === 'm' || layout === 'p' ? first || undefined : undefined;
}

/**
 * `modulepreload` links for the chunks of the screen at `pathname`: they download beside the
 * entry chunk instead of after it has run and asked for the screen.
 */
export function modulePreloadLinks(chunks: RouteChunks, pathname: string): string {
  const segment = routeSegment(pathname);
  const files = segment !== undefined && Object.hasOwn(chunks, segment) ? chunks[segment] : [];
  return (files ?? [])
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
}
