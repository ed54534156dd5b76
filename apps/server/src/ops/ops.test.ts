import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AvatarStatus } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_LOCK_FILE } from '../db/pgliteLock';
import {
  articles,
  avatarUploads,
  moduleSwitches,
  sessions,
  smsOutbox,
  stickers,
  userStickers,
  users,
} from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createTestUser } from '../testing/users';
import { OpsError } from './opsError';
import { runOps } from './run';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await runOps(['seed'], database);
});
afterAll(() => database.dispose());

const ops = (...argv: string[]) => runOps(argv, database);

describe('pnpm ops', () => {
  it('lists every verb on help', async () => {
    const lines = (await ops('help')).join('\n');
    for (const verb of [
      'seed',
      'module',
      'article',
      'banner-add',
      'avatar-review',
      'sms',
      'user-create',
    ]) {
      expect(lines).toContain(verb);
    }
  });

  it('refuses an unknown verb', async () => {
    await expect(ops('launch-rockets')).rejects.toThrow(OpsError);
  });

  it('seeds only once', async () => {
    expect(await ops('seed')).toEqual(['nothing to seed: every default is already there']);
  });

  it('switches a module off for a platform and says so', async () => {
    await expect(
      ops('module', '--platform', '3', '--name', 'Crash', '--status', 'off'),
    ).rejects.toThrow(/--name/);
    expect(await ops('module', '--platform', '3', '--name', 'Battle', '--status', 'off')).toEqual([
      'platform 3: Battle off',
    ]);
    const [row] = await database.db
      .select()
      .from(moduleSwitches)
      .where(and(eq(moduleSwitches.platformId, 3), eq(moduleSwitches.name, 'Battle')));
    expect(row?.status).toBe(0);
  });

  it('refuses unknown flags, so a typo changes nothing', async () => {
    await expect(ops('module', '--platfrom', '3', '--all', '--status', 'off')).rejects.toThrow(
      /invalid flags/,
    );
  });

  it('rewrites a help article and refuses non-JSON for a JSON type', async () => {
    expect(
      await ops(
        'article',
        '--type',
        'Contact',
        '--locale',
        'en',
        '--content',
        '<p>Write to us</p>',
      ),
    ).toEqual(['updated Contact (en) of platform 1: 18 characters']);
    const [row] = await database.db
      .select()
      .from(articles)
      .where(and(eq(articles.type, 'Contact'), eq(articles.locale, 'en')));
    expect(row?.content).toBe('<p>Write to us</p>');
    await expect(
      ops('article', '--type', 'OtherConfig', '--locale', 'en', '--content', 'not json'),
    ).rejects.toThrow(/not JSON/);
  });

  it('creates a test user who can sign in', async () => {
    const lines = await ops(
      'user-create',
      '--mobile',
      '13600000001',
      '--password',
      'secret123',
      '--token',
    );
    expect(lines[0]).toMatch(/^created user \d+ \(test\) with account 13600000001$/);
    const [user] = await database.db.select().from(users).where(eq(users.mobile, '13600000001'));
    expect(user?.userType).toBe(4);
    // Without --nick the neutral default, which each site shows in its viewer's language.
    expect(user?.nickName).toBe('Player0001');
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? 0)),
    ).toHaveLength(1);
    await expect(
      ops('user-create', '--mobile', '13600000001', '--password', 'secret123'),
    ).rejects.toThrow(/already registered/);
  });

  it('reads the SMS outbox', async () => {
    await database.db
      .insert(smsOutbox)
      .values({ mobile: '13600000002', code: '123456', text: 'code 123456' });
    const lines = await ops('sms', '--mobile', '13600000002');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('code 123456');
  });

  it('passes an avatar under review', async () => {
    const { userId } = await createTestUser(database);
    const [upload] = await database.db
      .insert(avatarUploads)
      .values({ userId, image: '/uploads/avatar/x.png', status: AvatarStatus.reviewing })
      .returning();
    expect((await ops('avatar-review')).join('\n')).toContain(`user ${userId}`);
    expect(await ops('avatar-review', '--id', String(upload?.id), '--pass')).toEqual([
      `avatar upload ${upload?.id} of user ${userId} passed`,
    ]);
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.avatar).toBe('/uploads/avatar/x.png');
    await expect(ops('avatar-review', '--id', String(upload?.id), '--fail')).rejects.toThrow(
      /reviewed already/,
    );
  });
});

describe('user-set', () => {
  it('makes a player an anchor and closes the battle pages', async () => {
    const { userId } = await createTestUser(database);
    expect(
      await ops('user-set', '--user', String(userId), '--kind', 'anchor', '--reserve-status', '0'),
    ).toEqual([`user ${userId}: kind anchor`, `user ${userId}: reserve status 0`]);
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ userType: 2, reserveStatus: 0 });
  });

  it('needs something to change', async () => {
    await expect(ops('user-set', '--user', '1')).rejects.toThrow(/--kind, --reserve-status/);
  });
});

describe('sticker-grant', () => {
  it("puts copies in a player's album and refuses an unknown sticker", async () => {
    const { userId } = await createTestUser(database);
    const [sticker] = await database.db.select().from(stickers).limit(1);
    expect(
      await ops(
        'sticker-grant',
        '--user',
        String(userId),
        '--sticker',
        String(sticker?.id),
        '--count',
        '3',
      ),
    ).toEqual([`gave user ${userId} 3 of sticker ${sticker?.id}`]);
    const [owned] = await database.db
      .select()
      .from(userStickers)
      .where(eq(userStickers.userId, userId));
    expect(owned?.count).toBe(3);
    await expect(
      ops('sticker-grant', '--user', String(userId), '--sticker', '999999'),
    ).rejects.toThrow(/Not found/);
  });
});

describe('the ops command line', () => {
  it('migrates a fresh PGlite folder, runs a verb and prints what changed', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-ops-'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/ops/main.ts', 'config', '--key', 'siteTitle', '--value', 'SkinBox'],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
    );
    expect(stdout.trim()).toBe('platform 1: siteTitle = SkinBox');
    // A child process that makes and migrates a PGlite cluster: seconds alone, more on a busy CI.
  }, 90_000);

  it('refuses a PGlite folder that a running server holds, pointing at the SMS file', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-ops-'));
    // This test process plays the running server.
    writeFileSync(join(dataDir, PGLITE_LOCK_FILE), String(process.pid));
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/ops/main.ts', 'sms'],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    const stderr = (failure as { stderr: string }).stderr;
    expect(stderr).toContain(`The server (pid ${process.pid}) is using the PGlite database`);
    expect(stderr).toContain(join(dataDir, 'sms-outbox.jsonl'));
  });

  it('exits with 1 and the usage on bad flags', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const dataDir = mkdtempSync(join(tmpdir(), 'skinbox-ops-'));
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/ops/main.ts', 'module', '--status', 'maybe', '--all'],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('usage: pnpm ops module');
    // Refused before the database was opened.
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });
});
