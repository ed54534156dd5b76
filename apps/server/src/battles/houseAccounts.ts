import { AccountKind } from '@skinbox/api';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { newSpreadCode } from '../auth/accounts';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * The house's own accounts in battles: ai accounts (never announced, never ranked) that no
 * password signs in. Returns the new account's id, or null when the account name is taken.
 */
async function createHouseAccount(
  tx: Db,
  { account, nickName }: { account: string; nickName: string },
): Promise<number | null> {
  const [made] = await tx
    .insert(users)
    .values({
      account,
      // Not a scrypt hash: no password ever signs a house account in.
      passwordHash: '!',
      nickName,
      userType: AccountKind.ai,
      spreadCode: newSpreadCode(),
    })
    .onConflictDoNothing({ target: users.account })
    .returning({ id: users.id });
  return made?.id ?? null;
}

/** The account official rooms are made in the name of: an ai account the house owns. */
export const OFFICIAL_HOST_ACCOUNT = 'official_host';

export async function officialHost(tx: Db): Promise<number> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, OFFICIAL_HOST_ACCOUNT));
  if (found) return found.id;
  const made = await createHouseAccount(tx, {
    account: OFFICIAL_HOST_ACCOUNT,
    nickName: 'Official',
  });
  if (made !== null) return made;
  // Another transaction made it first.
  return officialHost(tx);
}

/** `count` ai accounts not among `seatedUserIds`, creating more when the house has too few. */
export async function botsFor(tx: Db, seatedUserIds: readonly number[], count: number) {
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.userType, AccountKind.ai),
        seatedUserIds.length > 0 ? notInArray(users.id, [...seatedUserIds]) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(count);
  const ids = found.map((f) => f.id);
  while (ids.length < count) {
    const unique = randomBytes(6).toString('hex');
    const made = await createHouseAccount(tx, {
      account: `ai_${unique}`,
      nickName: `Bot${unique.slice(0, 4).toUpperCase()}`,
    });
    if (made === null) throw new Error('the bot insert returned no row');
    ids.push(made);
  }
  return ids;
}
