import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOverHttp } from '../testing/authFlow';
import { call } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/testServer';

const PASSWORD = 'Sup3r$ecret';

describe('secrets never reach a response or a log line', () => {
  const lines: string[] = [];
  let server: TestServer;
  let token: string;
  let bodies: string[];

  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const session = await registerOverHttp(server, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    token = session.token;
    const responses = await Promise.all([
      call(server, '/api/auth/login', {
        type: 'password',
        account: session.mobile,
        password: PASSWORD,
      }),
      call(server, '/api/user/getInfo', {}, { token }),
      call(
        server,
        '/api/user/changePassword',
        { oldPassword: 'wrong1', password: PASSWORD, confirmPassword: PASSWORD },
        { token },
      ),
      call(server, '/api/auth/verifyToken', {}, { token }),
    ]);
    bodies = responses.map((response) => JSON.stringify(response.body));
  });
  afterAll(() => server.close());

  it('logs the requests (so the check below sees real log lines)', () => {
    expect(lines.some((line) => line.includes('/api/user/getInfo'))).toBe(true);
  });

  it('logs no token, password or password hash', () => {
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('scrypt$');
  });

  it('answers no password or password hash, and no token except the new session', () => {
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain('scrypt$');
    }
    expect(bodies.slice(1).some((body) => body.includes(token))).toBe(false);
  });
});
