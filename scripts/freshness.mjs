// Whether a build output is older than what it is built from, by modification times and the
// settings it was built with. `pnpm start` rebuilds the site and the server only when stale: a
// build is about 20 s on two cores, a walk of the sources a few milliseconds.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'storybook-static', 'coverage']);

/** The newest modification time (ms) of the files under `paths` (files or folders). */
export function newestChange(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isFile()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
      visit(join(path, entry.name));
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * What a finished build leaves beside its output: when it started and the settings it read, so a
 * later start knows whether the sources or the settings moved since.
 */
export function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function writeStamp(file, { startedAt, settings }) {
  writeFileSync(file, `${JSON.stringify({ startedAt, settings }, null, 2)}\n`);
}

/**
 * Why a build is needed (a sentence), or null when the stamp is newer than every input and was
 * made with the same settings. A source saved during a build is newer than its start: built again.
 */
export function staleness({ stamp, inputs, settings = {} }) {
  const last = readStamp(stamp);
  if (!last) return 'no build yet';
  if (JSON.stringify(last.settings ?? {}) !== JSON.stringify(settings)) return 'settings changed';
  if (newestChange(inputs) > last.startedAt) return 'sources changed';
  return null;
}
