import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. The server
 * writes its pid to `<DATA_DIR>/pglite.pid` while it holds the folder, and `pnpm ops` refuses to
 * open a folder a live process holds.
 */
export const PGLITE_LOCK_FILE = 'pglite.pid';

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the folder, or null (a stale file from a crash is ignored). */
export function pgliteHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, PGLITE_LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Marks the folder as held by this process; the returned function releases it. */
export function holdPglite(dataDir: string): () => void {
  const file = join(dataDir, PGLITE_LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
