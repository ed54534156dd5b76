import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a bearer token nobody can guess. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 is enough for tokens (unlike passwords): they carry 256 bits of randomness, so there is
 * nothing to brute-force, and a fast hash keeps the per-request lookup cheap.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
