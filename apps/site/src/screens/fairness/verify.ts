import type { BoxContent } from '@skinbox/api';
import { roll, sha256Hex } from '@skinbox/fairness';

export interface RollInputs {
  /** The game prefix the roll was made with (one of SEED_PAIR_GAMES, @skinbox/fairness). */
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Which roll of one nonce: 0 for a box opening. */
  cursor: number;
}

export interface Recomputed {
  ticket: number;
  /** SHA-256 of the entered server seed: compare it with the hash shown before the roll. */
  serverSeedHash: string;
  /** The item whose ticket range holds the ticket, when a box was given. */
  item: BoxContent | null;
}

/** Recomputes a roll of a seed pair in the browser with the same code the server uses. */
export async function recompute(
  inputs: RollInputs,
  items: readonly BoxContent[],
): Promise<Recomputed> {
  const [result, serverSeedHash] = await Promise.all([roll(inputs), sha256Hex(inputs.serverSeed)]);
  const item =
    items.find(
      (content) => result.ticket >= content.ticketFrom && result.ticket <= content.ticketTo,
    ) ?? null;
  return { ticket: result.ticket, serverSeedHash, item };
}

/** The verify form as typed: every field a text. */
export interface RollForm {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  cursor: string;
  boxId: string;
}

/** The form's roll, or null while a seed is empty or the nonce or cursor is no whole number ≥ 0. */
export function rollInputsOf(form: RollForm): RollInputs | null {
  const nonce = Number(form.nonce);
  const cursor = Number(form.cursor);
  if (
    form.serverSeed.trim() === '' ||
    form.clientSeed.trim() === '' ||
    form.nonce.trim() === '' ||
    !Number.isInteger(nonce) ||
    nonce < 0 ||
    !Number.isInteger(cursor) ||
    cursor < 0
  )
    return null;
  return {
    game: form.game,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed.trim(),
    nonce,
    cursor,
  };
}
