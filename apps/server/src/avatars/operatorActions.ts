import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { AppError } from '../http/errors';
import { reviewAvatar } from './actions';

/** Passes or fails an uploaded avatar (the player is told either way, avatars/actions.ts). */
export async function reviewAvatarUpload(
  tx: Db,
  input: { uploadId: number; pass: boolean; reason?: string },
  operator: Operator,
  now: Date,
) {
  const reviewed = await reviewAvatar(tx, input.uploadId, input.pass, now);
  if (!reviewed) throw new AppError(409, 'errors.avatarReviewed');
  const auditId = await writeAudit(tx, operator, {
    action: 'queues.reviewAvatar',
    target: `user:${reviewed.userId}`,
    before: { upload: input.uploadId, status: 'reviewing' },
    after: {
      upload: input.uploadId,
      status: input.pass ? 'passed' : 'failed',
      image: reviewed.image,
    },
    reason: input.reason,
  });
  return { auditId, userId: reviewed.userId };
}
