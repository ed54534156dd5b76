import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the primary of `start:cluster` writes its process id, for `pnpm ops restart`. */
export function clusterPidFile(dataDir: string) {
  return join(dataDir, 'cluster.pid');
}

/** Writes this process's id to `file` and removes the file when the process exits. */
export function writePidFile(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    // Only our own: a newer primary may have written its id since.
    if (readPidFile(file) === process.pid) rmSync(file, { force: true });
  });
}

/** The live process id in `file`, or null (no file, or its process is gone). */
export function readPidFile(file: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
