import { z } from 'zod';
import { accountKind } from '../contract/enumSchemas';
import { id, text } from '../contract/fields';
import { moneyString } from '../contract/moneySchema';
import { isoDateTime } from '../contract/page';
import { operatorRole } from './roles';

/**
 * Shapes the admin calls share. Money travels as the player contract's decimal strings ("12.30"),
 * instants as ISO strings, ids within int4 (fields.id), text through fields.text.
 */

/** Tables of the console page up to 100 rows at a time. */
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZE = 20;
export const adminPage = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export function adminPageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int().nonnegative() });
}

/** Why an operator did something: written to the audit log with the action. */
export const REASON_MAX = 500;
export const reason = text(REASON_MAX, 'errors.adminReasonRequired')
  .trim()
  .min(1, 'errors.adminReasonRequired');
/** A reason where one may be left out (settings, content). */
export const optionalReason = text(REASON_MAX).trim().default('');

/** A platform (SPEC: platformId, default 1); the dashboard reads every platform without one. */
export const platformId = id();

/** Money an operator types that cannot be negative ("0.00" allowed). */
export const unsignedMoney = moneyString.regex(/^\d/, 'errors.badRequest');
/** Money an operator types: above zero. */
export const positiveMoney = unsignedMoney.refine((value) => !/^0+\.00$/.test(value), {
  message: 'errors.adminAmountPositive',
});
/** Signed money for an adjustment: "-12.30" takes, "12.30" gives. */
export const SIGNED_MONEY_PATTERN = /^-?\d{1,12}\.\d{2}$/;
export const signedMoney = z
  .string('errors.badRequest')
  .regex(SIGNED_MONEY_PATTERN, 'errors.badRequest')
  .refine((value) => !/^-?0+\.00$/.test(value), { message: 'errors.adminAmountPositive' });

/** A text in the five site languages. */
export const localizedNames = (max: number) =>
  z.object({
    zh: text(max).trim().min(1, 'errors.adminNameRequired'),
    en: text(max).trim().min(1, 'errors.adminNameRequired'),
    vi: text(max).trim().min(1, 'errors.adminNameRequired'),
    ko: text(max).trim().min(1, 'errors.adminNameRequired'),
    tw: text(max).trim().min(1, 'errors.adminNameRequired'),
  });
export type LocalizedNames = z.infer<ReturnType<typeof localizedNames>>;
/** Names in the five site languages as a list answers them (localizedNames checked them on the way in). */
export const storedNames = z.object({
  zh: z.string(),
  en: z.string(),
  vi: z.string(),
  ko: z.string(),
  tw: z.string(),
});
/** A text in the five site languages, any of which may be empty. */
export const localizedTexts = (max: number) =>
  z.object({
    zh: text(max).trim(),
    en: text(max).trim(),
    vi: text(max).trim(),
    ko: text(max).trim(),
    tw: text(max).trim(),
  });

/** An operator as others see them. */
export const operatorSummary = z.object({
  id: z.number().int().positive(),
  account: z.string(),
  name: z.string(),
  roles: z.array(operatorRole),
});
export type OperatorSummary = z.infer<typeof operatorSummary>;

/** A player in a list: the mobile masked unless the operator's role may see it. */
export const playerSummary = z.object({
  userId: z.number().int().positive(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  spreadCode: z.string(),
  kind: accountKind,
  platformId: z.number().int().positive(),
  vipLevel: z.number().int().nonnegative(),
  balance: moneyString,
  bannedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type PlayerSummary = z.infer<typeof playerSummary>;

/** The answer of an action: what it changed, as written to the audit log. */
export const auditReceipt = z.object({ auditId: z.number().int().positive() });
