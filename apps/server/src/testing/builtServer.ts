import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverRoot } from '../serverRoot';

export interface BuiltServer {
  port: number;
  child: ChildProcess;
  /** Everything it printed on stdout so far. */
  output(): string;
  /** SIGTERM, and waits for the exit code. */
  stop(): Promise<number | null>;
}

/** Builds the production bundle (dist/) when a source is newer than it. */
export function buildServerIfStale() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: serverRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
}

/**
 * Runs the production build as an operator does (`node dist/main.js`, or `dist/cluster.js`) on a
 * free port of 127.0.0.1, and waits until `processes` processes say they are running.
 */
export async function startBuiltServer(
  env: Record<string, string | undefined>,
  { entry = 'main', processes = 1 }: { entry?: 'main' | 'cluster'; processes?: number } = {},
): Promise<BuiltServer> {
  buildServerIfStale();
  const child = spawn(process.execPath, [`dist/${entry}.js`], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'skinbox-built-')),
      // A test site, also on PostgreSQL: the sandbox payments are allowed explicitly.
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const ports = [...output.matchAll(/localhost:(\d+)/g)].map((match) => Number(match[1]));
      if (ports.length >= processes) resolve(ports[0] ?? 0);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return {
    port,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
