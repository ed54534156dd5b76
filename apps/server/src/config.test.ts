import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `pnpm start`'s entry (src/main.ts under tsx) with `env` and waits for it to exit. */
function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the configuration', () => {
  it('is read from the source it is given, the payment provider included', () => {
    const config = loadConfig({ PAYMENT_PROVIDER: 'manual', SITE_TIME_ZONE: 'Europe/Paris' });
    expect(config.payment).toEqual({ provider: 'manual' });
    expect(config.SITE_TIME_ZONE).toBe('Europe/Paris');
  });

  it('stops a production server on the sandbox payment provider before it opens anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-refused-'));
    const { code, output } = await runMain({
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
    });
    expect(code).not.toBe(0);
    expect(output).toContain('NODE_ENV is production and the payment provider is the sandbox');
    expect(output).not.toContain('SkinBox is running');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);
});
