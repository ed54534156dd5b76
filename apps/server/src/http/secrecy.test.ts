import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idNumberCheckCharacter } from '../realname/rules/idNumber';
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

  it('logs a failed query without its parameters: no ID number or name (issue 13 #11)', async () => {
    const idNumber = `${'44030419880808123'}${idNumberCheckCharacter('44030419880808123')}`;
    const realName = '欧阳修远';
    // The database refuses to store any real name, so the verification's update fails.
    await server.database.db.execute(
      sql.raw('alter table users add constraint no_real_names check (real_name is null)'),
    );
    lines.length = 0;
    const answer = await call(server, '/api/user/realName', { realName, idNumber }, { token });
    expect(answer.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('no_real_names');
    expect(log).toContain('Failed query: update');
    expect(log).not.toContain(idNumber);
    expect(log).not.toContain(realName);
    expect(JSON.stringify(answer.body)).not.toContain(idNumber);
  });
});
