import { support as calls } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { answerSupportThread } from '../../support/operatorActions';
import { threadForOperator, waitingThreads } from '../../support/queries';
import { defineVerb } from '../verb';
import { idFlag } from './common';

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export const supportListVerb = defineVerb({
  name: 'support-list',
  summary:
    'list the support conversations waiting for an answer, or with --user one player’s conversation',
  usage: '[--user <user id>]',
  flags: z.object({ user: idFlag.optional() }).strict(),
  async run({ db }, flags) {
    if (flags.user !== undefined) {
      const rows = await threadForOperator(db, flags.user);
      if (rows.length === 0) return [`user ${flags.user} has not written to support`];
      return rows.map(
        (row) => `${row.createdAt.toISOString()}  ${row.author.padEnd(8)}  ${oneLine(row.body)}`,
      );
    }
    const waiting = await waitingThreads(db);
    if (waiting.length === 0) return ['no conversation waits for an answer'];
    return waiting.map(
      (w) =>
        `user ${w.userId} (${w.nickName}) asked at ${w.askedAt.toISOString()}: ${oneLine(w.question)}`,
    );
  },
});

export const supportAnswerVerb = defineVerb({
  name: 'support-answer',
  summary: 'answer a player in the support inbox; the answer also arrives as an in-site message',
  usage: '--user <user id> --answer <text>',
  flags: z
    .object({
      user: idFlag,
      answer: z
        .string()
        .trim()
        .min(1)
        .max(calls.SUPPORT_MAX_LENGTH * 4),
    })
    .strict(),
  async run({ db }, flags) {
    const { lineId } = await db.transaction((tx) =>
      answerSupportThread(tx, { userId: flags.user, answer: flags.answer }, OPS_OPERATOR),
    );
    return [`answered user ${flags.user} (support message ${lineId}, and an in-site message)`];
  },
});
