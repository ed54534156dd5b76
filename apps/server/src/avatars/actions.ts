import { AvatarStatus } from '@skinbox/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { avatarUploads, uploads, users } from '../db/schema';
import { AppError } from '../http/errors';
import { publicUrlOf } from '../uploads/storage';
import { sendMessage } from '../messages/actions';

/**
 * An uploaded picture becomes the avatar only after an operator passes it (SPEC section 4: under
 * review, passed, failed). Only the player's own avatar uploads can be submitted, one at a time.
 */
export async function submitAvatarForReview(db: Db, userId: number, url: string) {
  const mine = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.type, 'avatar')));
  if (!mine.some((upload) => publicUrlOf(upload.storageKey) === url)) {
    throw new AppError(404, 'errors.notFound');
  }
  await db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: avatarUploads.id })
      .from(avatarUploads)
      .where(
        and(eq(avatarUploads.userId, userId), eq(avatarUploads.status, AvatarStatus.reviewing)),
      );
    if (waiting.length > 0) throw new AppError(409, 'errors.avatarReviewing');
    await tx.insert(avatarUploads).values({ userId, image: url, status: AvatarStatus.reviewing });
    await tx
      .update(users)
      .set({ avatarStatus: AvatarStatus.reviewing })
      .where(eq(users.id, userId));
  });
}

/** The operator's verdict: a passed picture becomes the avatar; either way the player is told. */
export async function reviewAvatar(db: Db, uploadId: number, passed: boolean, now: Date) {
  const status = passed ? AvatarStatus.passed : AvatarStatus.failed;
  const reviewed = await db.transaction(async (tx) => {
    const [upload] = await tx
      .update(avatarUploads)
      .set({ status, reviewedAt: now })
      .where(and(eq(avatarUploads.id, uploadId), eq(avatarUploads.status, AvatarStatus.reviewing)))
      .returning();
    if (!upload) return null;
    await tx
      .update(users)
      .set(passed ? { avatar: upload.image, avatarStatus: status } : { avatarStatus: status })
      .where(eq(users.id, upload.userId));
    return upload;
  });
  if (reviewed) {
    await sendMessage(db, reviewed.userId, { template: passed ? 'avatarPassed' : 'avatarFailed' });
  }
  return reviewed;
}
