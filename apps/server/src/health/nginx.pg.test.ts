import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SocketCid, encodeSocketFrame } from '@skinbox/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { serverRoot } from '../serverRoot';
import { startBuiltServer, type BuiltServer } from '../testing/builtServer';
import { openPostgresTestDatabase, type TestDatabase } from '../testing/testDatabase';

const NGINX = '/usr/sbin/nginx';
const SITE_CONFIG = join(serverRoot, '../../deploy/nginx/skinbox.conf');

function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(
  secure: boolean,
  port: number,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const send = secure ? httpsRequest : httpRequest;
    const outgoing = send(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        rejectUnauthorized: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * deploy/nginx/skinbox.conf, the README's deployment recipe, run by a real nginx in front of the
 * production build: TLS ended by nginx, forwarded headers believed by the server, the websocket
 * upgraded, a closed upstream port passed over, the metrics kept from the public. Needs nginx
 * (Debian's nginx-light, which `pnpm test` installs as root like chromium).
 */
describe.skipIf(!existsSync(NGINX))('the nginx recipe (deploy/nginx/skinbox.conf)', () => {
  let database: TestDatabase;
  let server: BuiltServer;
  let nginx: ChildProcess;
  let httpsPort = 0;
  let httpPort = 0;
  const folder = mkdtempSync(join(tmpdir(), 'skinbox-nginx-'));

  beforeAll(async () => {
    database = await openPostgresTestDatabase();
    server = await startBuiltServer({
      DATABASE_URL: database.url,
      TRUST_PROXY: '127.0.0.1',
      TLS_TERMINATION: 'proxy',
    });
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    const closedPort = await freePort();
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(folder, 'privkey.pem'),
        '-out',
        join(folder, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    // The recipe as shipped, pointed at this machine's ports and files.
    const site = readFileSync(SITE_CONFIG, 'utf8')
      .replace('server 127.0.0.1:8080', `server 127.0.0.1:${closedPort}`)
      .replace('server 127.0.0.1:8081', `server 127.0.0.1:${server.port}`)
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace('/etc/ssl/skinbox/', `${folder}/`)
      .replace('/etc/ssl/skinbox/', `${folder}/`);
    writeFileSync(join(folder, 'skinbox.conf'), site);
    for (const temp of ['body', 'proxy']) mkdirSync(join(folder, temp), { mode: 0o777 });
    chmodSync(folder, 0o755);
    writeFileSync(
      join(folder, 'nginx.conf'),
      [
        'daemon off;',
        `pid ${folder}/nginx.pid;`,
        `error_log ${folder}/error.log warn;`,
        'worker_processes 1;',
        'events { worker_connections 64; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${folder}/body;`,
        `  proxy_temp_path ${folder}/proxy;`,
        `  include ${folder}/skinbox.conf;`,
        '}',
      ].join('\n'),
    );
  }, 60_000);
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await server?.stop();
    await database?.dispose();
  });

  it('passes nginx -t', () => {
    const test = spawnSync(NGINX, ['-t', '-p', folder, '-c', join(folder, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(test.stderr).toContain('test is successful');
    expect(test.status).toBe(0);
  });

  it('serves the API over HTTPS through a closed upstream port, the server believing https', async () => {
    nginx = spawn(NGINX, ['-p', folder, '-c', join(folder, 'nginx.conf')], { stdio: 'ignore' });
    for (let tries = 0; tries < 100; tries++) {
      const up = await call(true, httpsPort, '/api/health/ready').catch(() => null);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ready = await call(true, httpsPort, '/api/health/ready');
    expect(ready.status).toBe(200);
    // Strict-Transport-Security goes out only when the proxy's X-Forwarded-Proto is believed.
    expect(ready.headers['strict-transport-security']).toContain('max-age=');
    const boxes = await call(true, httpsPort, '/api/box/list', { method: 'POST', body: {} });
    expect(boxes.status).toBe(200);
    expect(JSON.parse(boxes.body)).toMatchObject({ code: 0 });
  });

  it('sends plain HTTP to HTTPS and keeps /metrics from the public', async () => {
    const plain = await call(false, httpPort, '/m/home');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://127.0.0.1/m/home`);
    expect((await call(true, httpsPort, '/metrics')).status).toBe(404);
  });

  it('upgrades the websocket and carries its frames both ways', async () => {
    const socket = new WebSocket(`wss://127.0.0.1:${httpsPort}/ws`, { rejectUnauthorized: false });
    const answer = await new Promise<{ cid: number; data: string }>((resolve, reject) => {
      socket.once('open', () => socket.send(encodeSocketFrame(SocketCid.heartbeat, {})));
      socket.once('message', (raw) => resolve(JSON.parse(String(raw)) as never));
      socket.once('error', reject);
    });
    socket.close();
    expect(answer.cid).toBe(SocketCid.heartbeat);
    expect(JSON.parse(answer.data)).toEqual({ onlineNum: 1 });
  });
});
