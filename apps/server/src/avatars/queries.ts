import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { avatarFrames, avatarUploads, avatars } from '../db/schema';

/** The stock avatars in their order. */
export function stockAvatars(db: Db) {
  return db
    .select({ id: avatars.id, image: avatars.image })
    .from(avatars)
    .orderBy(asc(avatars.sort), asc(avatars.id));
}

/** A stock avatar by its id, or undefined when there is none. */
export async function stockAvatar(db: Db, avatarId: number) {
  const [avatar] = await db.select().from(avatars).where(eq(avatars.id, avatarId));
  return avatar;
}

/** An avatar frame by its id, or undefined when there is none. */
export async function avatarFrame(db: Db, frameId: number) {
  const [frame] = await db.select().from(avatarFrames).where(eq(avatarFrames.id, frameId));
  return frame;
}

/** The player's latest avatar upload, or undefined when they never sent one. */
export async function latestAvatarUpload(db: Db, userId: number) {
  const [latest] = await db
    .select()
    .from(avatarUploads)
    .where(eq(avatarUploads.userId, userId))
    .orderBy(desc(avatarUploads.id))
    .limit(1);
  return latest;
}

/** Every avatar frame, by the VIP level it needs. */
export function framesByLevel(db: Db) {
  return db
    .select()
    .from(avatarFrames)
    .orderBy(asc(avatarFrames.vipLevel), asc(avatarFrames.sort), asc(avatarFrames.id));
}
