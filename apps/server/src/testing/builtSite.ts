import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The smallest page a site build writes: a head and the root element. */
export const BUILT_INDEX_HTML =
  '<!doctype html><head><title>SkinBox</title></head><body><div id="root"></div></body>';

/**
 * A built site's folder for SITE_DIST: its index.html, and `files` (paths relative to the folder,
 * e.g. 'assets/app-1a2b.js', with their contents).
 */
export function builtSite(files: Record<string, string | Buffer> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'skinbox-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), BUILT_INDEX_HTML);
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), contents);
  }
  return dist;
}
