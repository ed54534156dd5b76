import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_METRICS_TOKEN, loadConfig } from './config';
import { SAFE_PRODUCTION_ENV } from './testing/productionEnv';

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
    expect(config.payment).toEqual({ provider: 'manual', sandboxRefusal: null });
    expect(config.SITE_TIME_ZONE).toBe('Europe/Paris');
  });

  it('stops a production server on the sandbox payment provider before it opens anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-refused-'));
    const { code, output } = await runMain({
      ...SAFE_PRODUCTION_ENV,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      'The sandbox payment provider pays every order without money, and this server runs under ' +
        'NODE_ENV=production',
    );
    expect(output).not.toContain('SkinBox is running');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('stops a server on PostgreSQL on the sandbox payment provider, without NODE_ENV (issue 27)', async () => {
    // Nothing listens on port 1: the refusal comes before any connection is tried.
    const { code, output } = await runMain({
      NODE_ENV: '',
      ALLOW_SANDBOX_PAYMENTS: '',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('this server runs on PostgreSQL (DATABASE_URL is set)');
    expect(output).toContain('ALLOW_SANDBOX_PAYMENTS=1 for a demonstration site');
    expect(output).not.toContain('SkinBox is running');
  }, 60_000);

  it('names each refused variable with the form it must take, all at once', () => {
    const refusal = (() => {
      try {
        loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', SITE_TIME_ZONE: 'Mars/Olympus' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).problems).toEqual([
      'PORT must be a port number from 0 to 65535; it is "eighty"',
      'SITE_TIME_ZONE must be an IANA time zone, e.g. Asia/Shanghai; it is "Mars/Olympus"',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is "loud"',
    ]);
  });

  it("tells the other areas' refusals beside its own", () => {
    expect(() => loadConfig({ METRICS_PORT: '0', CRASH_TICK_MS: 'often' })).toThrow(
      /METRICS_PORT must be a port number from 1 to 65535; it is "0"[\s\S]*CRASH_TICK_MS/,
    );
  });

  it('refuses the unsafe defaults in production: the metrics token, plain HTTP, no proxy named', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ ALLOW_SANDBOX_PAYMENTS: '1', ...env, NODE_ENV: 'production' });
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((line) => line.split(' ')[0]);
      }
    };
    expect(refused({})).toEqual(['METRICS_TOKEN', 'TLS_TERMINATION']);
    expect(refused({ TLS_TERMINATION: 'proxy', METRICS_PORT: '9100' })).toEqual(['TRUST_PROXY']);
    expect(refused({ ...SAFE_PRODUCTION_ENV, METRICS_TOKEN: DEVELOPMENT_METRICS_TOKEN })).toEqual([
      'METRICS_TOKEN',
    ]);
    expect(refused(SAFE_PRODUCTION_ENV)).toEqual([]);
    // The slider's answer log serves automated journeys on a developer's machine only.
    expect(refused({ ...SAFE_PRODUCTION_ENV, SLIDER_ANSWER_FILE: '/tmp/answers.jsonl' })).toEqual([
      'SLIDER_ANSWER_FILE',
    ]);
    // A developer's machine starts on the defaults.
    expect(loadConfig({}).TLS_TERMINATION).toBe('none');
  });

  it('prints the refusal without a stack and exits before opening anything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-refused-'));
    const { code, output } = await runMain({ PORT: '-1', DATABASE_URL: '', DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration:\n  PORT must be a port number from 0 to 65535; it is "-1"',
    );
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);
});
