import { RESERVE_STATUS_BATTLE_OPEN } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * What a battle call does with the caller:
 * - 'read': open rooms, finished battles, one room, the rank, the battle boxes and verify. A
 *   visitor may read them all. SPEC guards /m/battle, /m/rank and /m/battleDetail by reserveStatus,
 *   which is 1 for a signed-out visitor (SPEC section 4: logout resets it to 1), and desktop's
 *   /p/battleDetail and /p/battleBoxDetails need no login; a room's page is shared by link.
 *   The login SPEC asks for on /m/battleDetail, /m/battleBoxDetails and /m/battleHistory is the
 *   mobile site's route guard, not a secret the server keeps.
 * - 'play': create, join, fill with bots and the caller's own battles: a signed-in caller.
 * Either way, a signed-in account whose reserveStatus is not 1 is refused every battle call, the
 * boxes and verify included, as its battle pages are.
 */
export type BattleAccess = 'read' | 'play';

export async function assertBattleAccess(
  db: Db,
  userId: number | null,
  access: BattleAccess,
): Promise<void> {
  if (userId === null) {
    if (access === 'play') throw new AppError(401, 'errors.unauthorized');
    return;
  }
  const [user] = await db
    .select({ reserveStatus: users.reserveStatus })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.reserveStatus !== RESERVE_STATUS_BATTLE_OPEN) {
    throw new AppError(403, 'errors.battleReserved');
  }
}
