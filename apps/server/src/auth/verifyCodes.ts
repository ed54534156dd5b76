import { createHash, randomInt } from 'node:crypto';
import type { auth } from '@skinbox/api';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verifyCodes } from '../db/schema';
import { AppError } from '../http/errors';
import type { SmsProvider } from '../sms/provider';
import {
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_PER_ADDRESS_PER_HOUR,
  SMS_PER_PHONE_PER_DAY,
  SMS_RESEND_SECONDS,
} from './limits';
import { DAY_MS, HOUR_MS } from '@skinbox/rules';
import { rowCount } from '../platform/paging';

function hashCode(mobile: string, purpose: string, code: string) {
  return createHash('sha256').update(`${mobile}:${purpose}:${code}`).digest('hex');
}

/**
 * Refuses when the phone or the address asked too often, else stores a new code and sends it by
 * `sms`; with null it is stored and counted but sent nowhere (a code the phone could not use).
 */
export async function sendVerifyCode(
  db: Db,
  sms: SmsProvider | null,
  request: { mobile: string; purpose: auth.VerifyCodePurpose; ip: string },
  now: Date,
) {
  const { mobile, purpose, ip } = request;
  // One address's requests, and one phone's, queue on advisory locks, so two at once cannot both
  // pass the resend check or the counts. Every request takes the address lock first, so two
  // requests never wait on each other's lock in a circle.
  const code = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-address:${ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    const [latest] = await tx
      .select({ createdAt: verifyCodes.createdAt })
      .from(verifyCodes)
      .where(eq(verifyCodes.mobile, mobile))
      .orderBy(desc(verifyCodes.createdAt))
      .limit(1);
    const sinceLast = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
    if (sinceLast < SMS_RESEND_SECONDS) {
      const sec = Math.ceil(SMS_RESEND_SECONDS - sinceLast);
      throw new AppError(429, 'errors.verifyCodeTooOften', { sec });
    }
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [perPhone] = await rowCount(
      tx,
      verifyCodes,
      and(eq(verifyCodes.mobile, mobile), gt(verifyCodes.createdAt, dayAgo)),
    );
    const [perAddress] = await rowCount(
      tx,
      verifyCodes,
      and(eq(verifyCodes.ip, ip), gt(verifyCodes.createdAt, hourAgo)),
    );
    if (
      (perPhone?.n ?? 0) >= SMS_PER_PHONE_PER_DAY ||
      (perAddress?.n ?? 0) >= SMS_PER_ADDRESS_PER_HOUR
    ) {
      throw new AppError(429, 'errors.rateLimited');
    }
    const fresh = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(verifyCodes).values({
      mobile,
      purpose,
      ip,
      codeHash: hashCode(mobile, purpose, fresh),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
    return fresh;
  });
  await sms?.sendCode(mobile, code, purpose);
  return { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS };
}

/**
 * Uses up the latest live code of `mobile` for `purpose`. Every check counts against the code
 * before the code is compared: one conditional update adds the attempt and refuses once
 * SMS_CODE_MAX_ATTEMPTS were made, so however many guesses arrive at once, at most that many are
 * ever compared. A second conditional update makes a right code single use even when two
 * requests race.
 */
export async function consumeVerifyCode(
  db: Db,
  request: { mobile: string; purpose: auth.VerifyCodePurpose; code: string },
  now: Date,
) {
  const { mobile, purpose, code } = request;
  const isLive = and(isNull(verifyCodes.consumedAt), gt(verifyCodes.expiresAt, now));
  const [latest] = await db
    .select({ id: verifyCodes.id })
    .from(verifyCodes)
    .where(and(eq(verifyCodes.mobile, mobile), eq(verifyCodes.purpose, purpose), isLive))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (!latest) throw new AppError(400, 'errors.verifyCodeWrong');
  const [counted] = await db
    .update(verifyCodes)
    .set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(
      and(eq(verifyCodes.id, latest.id), isLive, lt(verifyCodes.attempts, SMS_CODE_MAX_ATTEMPTS)),
    )
    .returning({ codeHash: verifyCodes.codeHash });
  if (!counted || counted.codeHash !== hashCode(mobile, purpose, code)) {
    throw new AppError(400, 'errors.verifyCodeWrong');
  }
  const used = await db
    .update(verifyCodes)
    .set({ consumedAt: now })
    .where(and(eq(verifyCodes.id, latest.id), isNull(verifyCodes.consumedAt)))
    .returning({ id: verifyCodes.id });
  if (used.length === 0) throw new AppError(400, 'errors.verifyCodeWrong');
}
