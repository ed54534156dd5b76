import { generateSecret, generateURI, verify } from 'otplib';

/** The name an authenticator app shows beside the operator's account. */
export const TOTP_ISSUER = 'SkinBox back office';
/** Codes of the step before and after the current one pass too: clocks drift, typing takes time. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/**
 * The time step `code` belongs to when it is a valid code of `secret` (RFC 6238: SHA-1, 6 digits,
 * 30 s) later than `lastStep`, else null: a code is accepted once, so one seen over a shoulder or
 * sent twice does not open a second session.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
