import {
  centsToMoney,
  EXCHANGE_CODE_MAX_LENGTH,
  LOCALES,
  moneyToCents,
  type Locale,
} from '@skinbox/api';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { defineCoupon, defineExchangeCode, grantCoupons } from '../../coupons/operatorActions';
import { EXCHANGE_CODE_PATTERN, normalCode } from '../../coupons/rules/validity';
import { loadConfig } from '../../config';
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
    const amount = flags.amount === undefined ? undefined : moneyToCents(flags.amount);
    if (amount !== undefined && amount <= 0n) throw new Error('--amount must be above zero');
    const { couponId } = await db.transaction((tx) =>
      defineCoupon(
        tx,
        {
          names: flags.name,
          descriptions: flags.description ?? { zh: '', en: '', vi: '', ko: '', tw: '' },
          amount: amount === undefined ? undefined : centsToMoney(amount),
          discount: flags.discount,
          minRecharge: centsToMoney(moneyToCents(flags.min)),
          validDays: flags.days,
        },
        OPS_OPERATOR,
        wagerMultipleFor(loadConfig().economy.BOX_RTP),
      ),
    );
    const value =
      amount === undefined
        ? `${100 - (flags.discount ?? 0)} % of the recharge`
        : `${centsToMoney(amount)} coins`;
    return [
      `coupon ${couponId} "${flags.name.zh}": adds ${value} to a recharge of at least ${centsToMoney(moneyToCents(flags.min))}, valid ${flags.days} days`,
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
    const userIds = [...new Set(flags.users.split(',').map(Number))];
    const { granted } = await db.transaction((tx) =>
      grantCoupons(tx, { couponId: flags.coupon, userIds }, OPS_OPERATOR, new Date()),
    );
    return [`coupon ${flags.coupon} given to ${granted} players`];
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
    const { endsAt } = await db.transaction((tx) =>
      defineExchangeCode(
        tx,
        {
          code: flags.code,
          couponId: flags.coupon,
          coins: coinsCents === null ? undefined : centsToMoney(coinsCents),
          maxUses: flags['max-uses'],
          days: flags.days,
        },
        OPS_OPERATOR,
        new Date(),
      ),
    );
    const gift =
      coinsCents === null ? `coupon ${flags.coupon}` : `${centsToMoney(coinsCents)} coins`;
    return [
      `exchange code ${flags.code}: ${gift}, once per player${flags['max-uses'] ? `, ${flags['max-uses']} players at most` : ''}${endsAt ? ` until ${endsAt.toISOString()}` : ''}`,
    ];
  },
});
