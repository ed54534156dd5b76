import { HOUR_MS, MINUTE_MS } from '@skinbox/rules';

/**
 * Abuse limits of the sign-in and sign-up calls (per address and per phone or account).
 * SMS codes: one per phone every SMS_RESEND_SECONDS, SMS_PER_PHONE_PER_DAY a day per phone and
 * SMS_PER_ADDRESS_PER_HOUR an hour per address.
 */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_ADDRESS_PER_HOUR = 30;
/** Checks (right or wrong) after which a code is dead. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** The window sign-in and code guesses are counted in, for players and operators alike. */
export const GUESS_WINDOW_MS = 15 * MINUTE_MS;

/**
 * Password sign-in counts per account and address, not per account alone: a stranger's wrong
 * passwords then use up only the stranger's own tries, never the owner's from another address.
 * The per-address limit bounds how many accounts one address can try.
 */
export const LOGIN_PER_ACCOUNT_AND_ADDRESS = { limit: 10, windowMs: GUESS_WINDOW_MS };
export const LOGIN_PER_ADDRESS = { limit: 30, windowMs: GUESS_WINDOW_MS };
/**
 * Wrong passwords per account from any address (issue 27: guesses spread over ten addresses met
 * no cap). A right password is not counted. A stranger can use this window up, so the refusal
 * points the owner to sign-in by SMS code, which it leaves open.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = { limit: 20, windowMs: HOUR_MS };
export const REGISTER_PER_ADDRESS = { limit: 20, windowMs: HOUR_MS };
/**
 * Calls that check an SMS code (register, sign-in by code, forgotPassword, bindMobile) count per
 * phone and per address, on top of the per-code attempt limit.
 */
export const CODE_CHECKS_PER_PHONE = { limit: 10, windowMs: GUESS_WINDOW_MS };
export const CODE_CHECKS_PER_ADDRESS = { limit: 30, windowMs: GUESS_WINDOW_MS };
/**
 * getVerifyCode requests per address, counted before the slider is judged (the sent codes are
 * counted in the database); twice the codes, so a player who misses the slider a few times still
 * gets theirs.
 */
export const SMS_REQUESTS_PER_ADDRESS = { limit: 2 * SMS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
/**
 * Slider puzzles per address: drawing one costs the server a little, and an unlimited supply
 * would let a bot collect puzzles to train on. Twice the code requests' pace, so a player who
 * refreshes the puzzle a few times is never refused.
 */
export const SLIDER_CHALLENGES_PER_ADDRESS = { limit: 60, windowMs: 10 * MINUTE_MS };
/**
 * Socket auth frames (cid 11) that are looked up in the database: per socket (the site sends one
 * on open, one per sign-in and a retry a second after a refusal) and per address across its
 * sockets (several tabs, a shared network). Frames beyond either are dropped unanswered, so a
 * flood of frames costs no lookups.
 */
export const SOCKET_AUTH_PER_SOCKET = { limit: 5, windowMs: MINUTE_MS };
export const SOCKET_AUTH_PER_ADDRESS = { limit: 60, windowMs: MINUTE_MS };
