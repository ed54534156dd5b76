import { z } from 'zod';
import { hasInvisibleCharacters, isReservedNickname } from './nickname';
import { FORBIDDEN_RANGES, INT4_MAX, MAX_TEXT_LENGTH, PLAIN_TEXT_PATTERN } from './wireRules';

/**
 * The contract's field types: ids and text as every call takes them, and the form fields with the
 * validation rules of SPEC section 5. The site's forms and the server share these schemas; each
 * message is an error-catalogue key, so a refusal reads the same in the form and in the server's
 * answer.
 */

export {
  FORBIDDEN_TEXT_CHARACTERS,
  INT4_MAX,
  MAX_TEXT_LENGTH,
  PLAIN_TEXT_PATTERN,
} from './wireRules';
/** A row id: a whole number from 1 to INT4_MAX. */
export function id(message = 'errors.badRequest') {
  return z.number(message).int(message).min(1, message).max(INT4_MAX, message);
}

/** Free text of at most `max` characters (at most MAX_TEXT_LENGTH) without forbidden characters. */
export function text(max: number, message = 'errors.badRequest') {
  return z
    .string(message)
    .max(Math.min(max, MAX_TEXT_LENGTH), 'errors.textTooLong')
    .regex(PLAIN_TEXT_PATTERN, 'errors.textInvalidCharacters');
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Letters, digits and the printable ASCII symbols; no spaces, no other scripts. */
export const PASSWORD_CHARACTERS = /^[\x21-\x7e]*$/;

export const password = z
  .string()
  .min(PASSWORD_MIN, 'errors.passwordTooShort')
  .max(PASSWORD_MAX, 'errors.passwordTooLong')
  .regex(PASSWORD_CHARACTERS, 'errors.passwordInvalidCharacters');

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 10;
/**
 * A nickname is shown to every visitor (live drops, battles, crash): besides the forbidden
 * characters it may not hold the angle brackets that make text look like markup, nor characters
 * that draw nothing or stack (nickname.ts), nor claim to be the site's. It is kept in NFKC form.
 */
export const NICKNAME_PATTERN = new RegExp(`^[^<>${FORBIDDEN_RANGES}]*$`);
export const nickName = z
  .string()
  .normalize('NFKC')
  .trim()
  .min(NICKNAME_MIN, 'errors.nicknameLength')
  .max(NICKNAME_MAX, 'errors.nicknameLength')
  .regex(NICKNAME_PATTERN, 'errors.nicknameCharacters')
  .refine((name) => !hasInvisibleCharacters(name), 'errors.nicknameCharacters')
  .refine((name) => !isReservedNickname(name), 'errors.nicknameReserved');

/** Mainland mobile numbers: 11 digits starting with 1 and a network digit 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const mobile = z.string().trim().regex(MOBILE_PATTERN, 'errors.mobileFormat');

/** SMS verification codes are 6 digits. */
export const VERIFY_CODE_PATTERN = /^\d{6}$/;
export const verifyCode = z.string().trim().regex(VERIFY_CODE_PATTERN, 'errors.verifyCodeFormat');

/** A sign-in account is a mobile number or a user name of 4 to 20 letters, digits or _. */
export const ACCOUNT_PATTERN = /^(?:1[3-9]\d{9}|[A-Za-z0-9_]{4,20})$/;
export const account = z.string().trim().regex(ACCOUNT_PATTERN, 'errors.accountFormat');

/** Invite (invitation) and spread codes: 4 to 12 letters or digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,12}$/;
export const inviteCode = z.string().trim().regex(INVITE_CODE_PATTERN, 'errors.inviteCodeFormat');

/** The boxes that must be ticked at registration (SPEC section 5). */
export const agreementTicked = z.literal(true, 'errors.agreementRequired');
export const adultConfirmed = z.literal(true, 'errors.adultRequired');

/** Adds "the two passwords must match" to a form with `password` and `confirmPassword`. */
export function passwordsMatch<T extends { password: string; confirmPassword: string }>(
  form: T,
): boolean {
  return form.password === form.confirmPassword;
}
export const PASSWORDS_DIFFER = {
  message: 'errors.passwordsDiffer',
  path: ['confirmPassword'],
};

/** Real name: 2 to 30 characters. */
export const realName = z
  .string()
  .trim()
  .min(2, 'errors.realNameFormat')
  .max(30, 'errors.realNameFormat')
  .regex(PLAIN_TEXT_PATTERN, 'errors.realNameFormat');
/** Resident identity card number: 17 digits and a check digit or X. */
export const ID_NUMBER_PATTERN = /^\d{17}[\dXx]$/;
export const idNumber = z.string().trim().regex(ID_NUMBER_PATTERN, 'errors.idNumberFormat');

/**
 * A Steam trade-offer link, the only accepted game-platform trade link:
 * https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8 characters>. The
 * account id is the 32-bit Steam account number; the token is what Steam issues with the link.
 * The one home of the rule: the site checks a typed link with it and the server's calls refuse
 * with it.
 */
export function parseTradeLink(link: string): { partner: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'steamcommunity.com') return null;
  if (url.pathname.replace(/\/$/, '') !== '/tradeoffer/new') return null;
  const partner = url.searchParams.get('partner') ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!/^\d{1,10}$/.test(partner) || Number(partner) === 0 || Number(partner) > 0xffffffff) {
    return null;
  }
  if (!/^[A-Za-z0-9_-]{8}$/.test(token)) return null;
  return { partner, token };
}

export const steamUrl = z
  .string()
  .trim()
  .refine((link) => parseTradeLink(link) !== null, 'errors.steamUrlFormat');
