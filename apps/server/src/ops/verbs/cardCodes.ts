import { writeFile } from 'node:fs/promises';
import { centsToMoney, moneyToCents } from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { issueCards } from '../../recharge/operatorActions';
import { defineVerb } from '../verb';

/** At most this many codes per run. */
export const MAX_CARD_CODES = 1000;

export const cardCodesVerb = defineVerb({
  name: 'card-codes',
  summary:
    'make recharge card codes; prints each card number and password once (only a hash is kept)',
  usage: '--count <n> --amount <coins> [--batch <name>] [--json <file>]',
  flags: z
    .object({
      count: z.coerce.number().int().min(1).max(MAX_CARD_CODES),
      amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount like 100 or 49.90'),
      batch: z
        .string()
        .min(1)
        .max(40)
        .default(() => new Date().toISOString().slice(0, 10)),
      /** Also write [{ cardNumber, password, amount }] to this file (e2e reads it). */
      json: z.string().min(1).optional(),
    })
    .strict(),
  async run({ db }, flags) {
    const cents = moneyToCents(flags.amount);
    if (cents <= 0n) throw new Error('the amount must be above zero');
    const { cards } = await db.transaction((tx) =>
      issueCards(tx, { count: flags.count, amountCents: cents, batch: flags.batch }, OPS_OPERATOR),
    );
    if (flags.json) {
      const amount = centsToMoney(cents);
      const list = cards.map((c) => ({ cardNumber: c.cardNo, password: c.password, amount }));
      await writeFile(flags.json, `${JSON.stringify(list, null, 2)}\n`);
    }
    return [
      `batch ${flags.batch}: ${cards.length} cards of ${centsToMoney(cents)} coins`,
      'card number       password',
      ...cards.map((c) => `${c.cardNo}  ${c.password}`),
    ];
  },
});
