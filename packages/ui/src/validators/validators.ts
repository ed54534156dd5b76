/**
 * The product's field rules (SPEC section 5) as pure predicates and Field rule factories. They
 * match the site's and server's shared contract (packages/api fields), so a value the form accepts
 * is one the server accepts. Each factory passes on an empty value: pair it with `required()`.
 */
import { isEmptyValue, type FieldRule, type RuleMessage } from './rules';

/** Mainland China mobile: 11 digits, 1 then a network digit 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Postal codes have exactly this many digits. */
export const POSTAL_CODE_LENGTH = 6;
export const POSTAL_CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
/** Letters, digits and printable ASCII symbols; no spaces, no other scripts. */
export const PASSWORD_CHARACTERS = /^[\x21-\x7e]*$/;
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 10;
export const COUPON_CODE_MAX_LENGTH = 20;
/** The exchange button stays disabled below this many characters unless told otherwise. */
export const COUPON_CODE_MIN_LENGTH = 1;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'invalidCharacters';

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

export const isPostalCode = (value: string): boolean => POSTAL_CODE_PATTERN.test(value.trim());

/** What is wrong with a password, or null when it is fine (length first, then characters). */
export function passwordProblem(value: string): PasswordProblem | null {
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (!PASSWORD_CHARACTERS.test(value)) return 'invalidCharacters';
  return null;
}

export const isPassword = (value: string): boolean => passwordProblem(value) === null;

/** Nicknames are trimmed, then 3 to 10 characters. */
export function isNickname(value: string): boolean {
  const { length } = value.trim();
  return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH;
}

export const isCouponCode = (value: string): boolean =>
  value.trim().length <= COUPON_CODE_MAX_LENGTH;

/**
 * Whether the exchange button may be pressed: the trimmed code has at least `minLength`
 * characters and no more than the maximum.
 */
export function canExchange(code: string, minLength: number = COUPON_CODE_MIN_LENGTH): boolean {
  const { length } = code.trim();
  return length >= minLength && length <= COUPON_CODE_MAX_LENGTH;
}

const passIfEmpty =
  (check: (value: string) => RuleMessage | undefined) =>
  (value: string): RuleMessage | true =>
    isEmptyValue(value) ? true : (check(value) ?? true);

/** The value must not be empty. */
export const required = (message?: RuleMessage): FieldRule => ({
  required: true,
  message: message ?? { id: 'ui.validators.required' },
});

/** At most `max` characters. */
export const maxLength = (max: number, message?: RuleMessage): FieldRule => ({
  validator: (value) =>
    value.length <= max || (message ?? { id: 'ui.validators.maxLength', values: { max } }),
});

export const phonePattern = (message?: RuleMessage): FieldRule => ({
  validator: passIfEmpty((value) =>
    isPhone(value) ? undefined : (message ?? { id: 'ui.validators.phone' }),
  ),
});

export const postalCode = (message?: RuleMessage): FieldRule => ({
  validator: passIfEmpty((value) =>
    isPostalCode(value)
      ? undefined
      : (message ?? { id: 'ui.validators.postalCode', values: { length: POSTAL_CODE_LENGTH } }),
  ),
});

const passwordMessages: Record<PasswordProblem, RuleMessage> = {
  tooShort: { id: 'ui.validators.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } },
  tooLong: { id: 'ui.validators.passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } },
  invalidCharacters: { id: 'ui.validators.passwordCharacters' },
};

/** 6 to 16 printable ASCII characters, with one message per problem (SPEC section 5). */
export const password = (message?: RuleMessage): FieldRule => ({
  validator: passIfEmpty((value) => {
    const problem = passwordProblem(value);
    return problem ? (message ?? passwordMessages[problem]) : undefined;
  }),
});

export const nickname = (message?: RuleMessage): FieldRule => ({
  validator: passIfEmpty((value) =>
    isNickname(value)
      ? undefined
      : (message ?? {
          id: 'ui.validators.nickname',
          values: { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH },
        }),
  ),
});

export const couponCode = (message?: RuleMessage): FieldRule => ({
  validator: (value) =>
    isCouponCode(value) ||
    (message ?? { id: 'ui.validators.couponCode', values: { max: COUPON_CODE_MAX_LENGTH } }),
});
