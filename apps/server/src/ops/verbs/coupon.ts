import {
  centsToMoney,
  EXCHANGE_CODE_MAX_LENGTH,
  LOCALES,
  moneyToCents,
  type Locale,
} from '@skinbox/api';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { grantCoupon } from '../../coupons/actions';
import { EXCHANGE_CODE_PATTERN, normalCode } from '../../coupons/rules/validity';
import { createCoupon, createExchangeCode } from '../../coupons/setup';
import { users } from '../../db/schema';
import { loadConfig } from '../../config';
import { checkCoupon } from '../../economy/limits';
import { wagerMultipleFor } from '../../economy/rules/wagering';
import { defineVerb } from '../verb';

const coins = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount like 5 or 1.88');

/** A text in the five languages, given as JSON: {"zh":"…","en":"…","vi":"…","ko":"…","tw":"…"}. */
const localized = (max: number) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(
      z.object(
        Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1).max(max)])) as Record<
          Locale,
          z.ZodString
        >,
      ),
    );

const DAY_MS = 86_400_000;

export const couponCreateVerb = defineVerb({
  name: 'coupon-create',
  summary:
    'define a recharge coupon: a cash value or a discount in tenths (88 = 12 % off), a minimum recharge and how many days a copy lasts',
  usage:
    '--name <JSON of zh,en,vi,ko,tw> [--description <JSON>] (--amount <coins> | --discount <tenths 1-99>) [--min <coins>] --days <n>',
  flags: z
    .object({
      name: localized(20),
      description: localized(60).optional(),
      amount: coins.optional(),
      discount: z.coerce.number().int().min(1).max(99).optional(),
      min: coins.default('0'),
      days: z.coerce.number().int().min(1).max(3650),
    })
    .strict()
    .refine((f) => (f.amount === undefined) !== (f.discount === undefined), {
      message: 'give exactly one of --amount and --discount',
    }),
  async run({ db }, flags) {
    const denominationsCents = flags.amount === undefined ? 0n : moneyToCents(flags.amount);
    if (flags.amount !== undefined && denominationsCents <= 0n) {
      throw new Error('--amount must be above zero');
    }
    const terms = {
      denominationsCents,
      discountTenths: flags.discount ?? 0,
      originConditionCents: moneyToCents(flags.min),
    };
    checkCoupon(terms, wagerMultipleFor(loadConfig().economy.BOX_RTP));
    const id = await createCoupon(db, {
      names: flags.name,
      descriptions: flags.description ?? { zh: '', en: '', vi: '', ko: '', tw: '' },
      ...terms,
      validDays: flags.days,
    });
    const value =
      flags.discount === undefined
        ? `${centsToMoney(denominationsCents)} coins`
        : `${100 - flags.discount} % of the recharge`;
    return [
      `coupon ${id} "${flags.name.zh}": adds ${value} to a recharge of at least ${centsToMoney(moneyToCents(flags.min))}, valid ${flags.days} days`,
    ];
  },
});

export const couponGrantVerb = defineVerb({
  name: 'coupon-grant',
  summary: 'give players a copy of a coupon, valid from now',
  usage: '--coupon <coupon id> --users <user id>,<user id>,…',
  flags: z
    .object({
      coupon: z.coerce.number().int().positive(),
      users: z.string().regex(/^\d+(,\d+)*$/, 'user ids separated by commas'),
    })
    .strict(),
  async run({ db }, flags) {
    const ids = [...new Set(flags.users.split(',').map(Number))];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    const missing = ids.filter((id) => !found.some((user) => user.id === id));
    if (missing.length > 0) throw new Error(`there is no user ${missing.join(', ')}`);
    const now = new Date();
    const granted = await db.transaction(async (tx) => {
      const held: number[] = [];
      for (const userId of ids) {
        held.push(await grantCoupon(tx, { userId, couponId: flags.coupon, source: 'ops', now }));
      }
      return held;
    });
    return [`coupon ${flags.coupon} given to ${granted.length} players`];
  },
});

export const exchangeCodeVerb = defineVerb({
  name: 'exchange-code',
  summary: `make an exchange code (letters and digits, at most ${EXCHANGE_CODE_MAX_LENGTH}) that gives a coupon or coins, once per player`,
  usage: '--code <code> (--coupon <coupon id> | --coins <coins>) [--max-uses <n>] [--days <n>]',
  flags: z
    .object({
      code: z
        .string()
        .transform(normalCode)
        .pipe(z.string().regex(EXCHANGE_CODE_PATTERN, 'letters and digits, 1 to 20')),
      coupon: z.coerce.number().int().positive().optional(),
      coins: coins.optional(),
      'max-uses': z.coerce.number().int().positive().optional(),
      days: z.coerce.number().int().min(1).max(3650).optional(),
    })
    .strict()
    .refine((f) => (f.coupon === undefined) !== (f.coins === undefined), {
      message: 'give exactly one of --coupon and --coins',
    }),
  async run({ db }, flags) {
    const coinsCents = flags.coins === undefined ? null : moneyToCents(flags.coins);
    if (coinsCents !== null && coinsCents <= 0n) throw new Error('--coins must be above zero');
    const endsAt = flags.days === undefined ? null : new Date(Date.now() + flags.days * DAY_MS);
    const made = await createExchangeCode(db, {
      code: flags.code,
      couponId: flags.coupon ?? null,
      coinsCents,
      maxUses: flags['max-uses'] ?? null,
      endsAt,
    });
    if (!made) throw new Error(`the code ${flags.code} exists`);
    const gift =
      coinsCents === null ? `coupon ${flags.coupon}` : `${centsToMoney(coinsCents)} coins`;
    return [
      `exchange code ${flags.code}: ${gift}, once per player${flags['max-uses'] ? `, ${flags['max-uses']} players at most` : ''}${endsAt ? ` until ${endsAt.toISOString()}` : ''}`,
    ];
  },
});
