import { AvatarStatus } from '@skinbox/api';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { avatarUploads } from '../../db/schema';
import { OPS_OPERATOR } from '../../platform/operator';
import { reviewAvatarUpload } from '../../avatars/operatorActions';
import { defineVerb } from '../verb';
import { idFlag, yes } from './common';

export const avatarReviewVerb = defineVerb({
  name: 'avatar-review',
  summary: 'list the uploaded avatars waiting for review, or pass or fail one',
  usage: '[--id <upload id> (--pass | --fail)]',
  flags: z
    .object({ id: idFlag.optional(), pass: yes.optional(), fail: yes.optional() })
    .strict()
    .refine(
      (f) =>
        f.id === undefined
          ? f.pass === undefined && f.fail === undefined
          : (f.pass === undefined) !== (f.fail === undefined),
      { message: 'give --id with exactly one of --pass and --fail, or nothing to list' },
    ),
  async run({ db }, { id, pass }) {
    if (id === undefined) {
      const waiting = await db
        .select()
        .from(avatarUploads)
        .where(eq(avatarUploads.status, AvatarStatus.reviewing))
        .orderBy(asc(avatarUploads.id));
      if (waiting.length === 0) return ['no avatar waits for review'];
      return waiting.map(
        (u) => `${u.id}\tuser ${u.userId}\t${u.image}\t${u.createdAt.toISOString()}`,
      );
    }
    const reviewed = await db.transaction((tx) =>
      reviewAvatarUpload(tx, { uploadId: id, pass: pass !== undefined }, OPS_OPERATOR, new Date()),
    );
    return [`avatar upload ${id} of user ${reviewed.userId} ${pass ? 'passed' : 'failed'}`];
  },
});
