import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { verifyPassword } from './password';
import type { Db } from '../db/database';
import { serverKeys } from '../db/schema';

const KEY_NAME = 'roomPasswords';
const SCHEME = 'hmac-sha256';
const SALT_BYTES = 16;

/** Each database's key, read once per process (tests run several databases in one process). */
const keys = new WeakMap<Db, Promise<Buffer>>();

async function readOrMakeKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, key: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('the room password key was not stored');
  return Buffer.from(row.key);
}

function roomKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const mac = (key: Buffer, salt: Buffer, password: string) =>
  createHmac('sha256', key).update(salt).update(password.normalize('NFKC')).digest();

/**
 * A battle or roll room's password (issue 27): an HMAC-SHA256 under a server key, with a salt of
 * the room's own, `hmac-sha256$salt$mac`. Not scrypt: a room password guards who may sit in one
 * room, not an account, and each wrong guess cost a 32 MiB scrypt run that sixteen parallel
 * guessers turned into a sign-in slowdown for everyone (0.94 s to 6.4 s median). Guesses are
 * limited per player and per room (http/secretGuesses.ts); the key keeps a copied table of
 * hashes from being tested offline without the key too (it lives in `server_keys`, which no
 * call serves).
 */
export async function hashRoomPassword(db: Db, password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const digest = mac(await roomKey(db), salt, password);
  return [SCHEME, salt.toString('base64url'), digest.toString('base64url')].join('$');
}

/** Whether `password` is the room's; rooms made before issue 27 keep their scrypt hash. */
export async function roomPasswordMatches(
  db: Db,
  password: string,
  stored: string,
): Promise<boolean> {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== SCHEME) return verifyPassword(password, stored);
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = mac(await roomKey(db), Buffer.from(salt, 'base64url'), password);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
