import { randomInt } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const SPREAD_CODE_LENGTH = 8;

/** A fresh referral code: 8 characters without look-alikes (0/O, 1/I). */
export function newSpreadCode(): string {
  let code = '';
  for (let i = 0; i < SPREAD_CODE_LENGTH; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Invite and spread codes compare without regard to case. */
export function normaliseCode(code: string) {
  return code.trim().toUpperCase();
}

export async function findUserBySpreadCode(db: Db, code: string) {
  const [row] = await db
    .select({ id: users.id, spreadCode: users.spreadCode })
    .from(users)
    .where(eq(users.spreadCode, normaliseCode(code)))
    .limit(1);
  return row ?? null;
}

export async function findUserByMobile(db: Db, mobile: string) {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

/** Sign-in accepts the account name or the bound mobile number. */
export async function findUserByAccount(db: Db, account: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.account, account), eq(users.mobile, account)))
    .limit(1);
  return row ?? null;
}

/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
