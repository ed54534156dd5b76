/**
 * Abuse limits of the sign-in and sign-up calls (per address and per phone or account).
 * SMS codes: one per phone every SMS_RESEND_SECONDS, SMS_PER_PHONE_PER_DAY a day per phone and
 * SMS_PER_ADDRESS_PER_HOUR an hour per address.
 */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_ADDRESS_PER_HOUR = 30;
/** Wrong guesses after which a code is dead. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

export const LOGIN_PER_ACCOUNT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const LOGIN_PER_ADDRESS = { limit: 30, windowMs: 15 * 60 * 1000 };
export const REGISTER_PER_ADDRESS = { limit: 20, windowMs: 60 * 60 * 1000 };
