import { AppError } from '../http/errors';

/**
 * A banned account signs in no more (every session ended with the ban): the refusal says so in
 * the player's language (errors.accountBanned), after the password or code was right, so a
 * stranger learns nothing of an account's standing.
 */
export function refuseBannedSignIn(user: { bannedAt: Date | null }) {
  if (user.bannedAt !== null) throw new AppError(403, 'errors.accountBanned');
}
