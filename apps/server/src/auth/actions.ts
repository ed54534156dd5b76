import { defaultNickName } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { DEFAULT_CHANNEL } from '../content/channels';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { sendMessage } from '../messages/actions';
import { hashPassword } from '../platform/password';
import {
  findUserByMobile,
  findUserBySpreadCode,
  isUniqueViolation,
  newSpreadCode,
} from './accounts';
import { openSession, revokeAllSessions } from './sessions';
import { consumeVerifyCode } from './verifyCodes';

const SPREAD_CODE_TRIES = 5;

export interface Registration {
  mobile: string;
  code: string;
  password: string;
  nickName?: string | undefined;
  /** The inviter's spread code. */
  invitationCode?: string | undefined;
  /** The platform the site stored from its lookup. */
  platformId?: number | undefined;
}

/**
 * A new player account for a phone whose sign-up code is right, with a welcome message and a
 * session; returns the session's token. A known channel decides the platform, otherwise what the
 * site stored from its lookup.
 */
export async function registerPlayer(
  db: Db,
  input: Registration,
  channel: { known: boolean; platformId: number; channelCode: string },
  now: Date,
): Promise<{ token: string; userId: number }> {
  const inviter = input.invitationCode
    ? await findUserBySpreadCode(db, input.invitationCode)
    : null;
  if (input.invitationCode && !inviter) throw new AppError(400, 'errors.inviteCodeNotFound');
  await consumeVerifyCode(db, { mobile: input.mobile, purpose: 'register', code: input.code }, now);
  if (await findUserByMobile(db, input.mobile)) throw new AppError(409, 'errors.mobileRegistered');
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const [created] = await db
        .insert(users)
        .values({
          account: input.mobile,
          mobile: input.mobile,
          passwordHash,
          nickName: input.nickName ?? defaultNickName(input.mobile),
          platformId: channel.known
            ? channel.platformId
            : (input.platformId ?? DEFAULT_CHANNEL.platformId),
          channelCode: channel.channelCode.slice(0, 64),
          spreadCode: newSpreadCode(),
          invitationCode: inviter?.spreadCode ?? null,
          inviterId: inviter?.id ?? null,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('the new user was not returned');
      await sendMessage(db, created.id, { template: 'welcome' });
      return { token: await openSession(db, created.id, now), userId: created.id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The phone was registered in the meantime, or (rarely) the random spread code is taken.
      if (await findUserByMobile(db, input.mobile)) {
        throw new AppError(409, 'errors.mobileRegistered');
      }
      if (attempt >= SPREAD_CODE_TRIES) throw error;
    }
  }
}

/**
 * A new password for the phone's account once its reset code is right; every session of the
 * account is signed out with it. Returns the account's id.
 */
export async function resetPassword(
  db: Db,
  { mobile, code, password }: { mobile: string; code: string; password: string },
  now: Date,
): Promise<number> {
  await consumeVerifyCode(db, { mobile, purpose: 'forgotPassword', code }, now);
  const user = await findUserByMobile(db, mobile);
  if (!user) throw new AppError(404, 'errors.mobileNotRegistered');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, now);
  });
  return user.id;
}

/** Binds a phone to an account without one, once its code is right and no account holds it. */
export async function bindMobile(
  db: Db,
  userId: number,
  { mobile, code }: { mobile: string; code: string },
  now: Date,
): Promise<void> {
  const [me] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (me?.mobile) throw new AppError(409, 'errors.mobileAlreadyBound');
  await consumeVerifyCode(db, { mobile, purpose: 'bindMobile', code }, now);
  if (await findUserByMobile(db, mobile)) throw new AppError(409, 'errors.mobileRegistered');
  try {
    await db.update(users).set({ mobile }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'errors.mobileRegistered');
    throw error;
  }
}
