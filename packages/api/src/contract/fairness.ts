import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { noPayload } from './page';

/** DESIGN section 3: the shown half of the player's seed pair. */
export const seedState = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next roll. */
  nonce: z.number().int().nonnegative(),
});
export type SeedState = z.infer<typeof seedState>;

export const clientSeed = z
  .string()
  .trim()
  .min(1, 'errors.badRequest')
  .max(64, 'errors.badRequest');

export const current = defineEndpoint({
  path: '/api/fairness/current',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: noPayload,
  response: seedState,
});

/** Starts a new pair with the given client seed and reveals the retired pair's server seed. */
export const changeClientSeed = defineEndpoint({
  path: '/api/fairness/changeClientSeed',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ clientSeed }),
  response: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** Rolls made with the retired pair: nonces 0 to rolls - 1. */
      rolls: z.number().int().nonnegative(),
    }),
    current: seedState,
  }),
});

/**
 * Everything needed to recompute a past roll with `roll()` of @skinbox/fairness. `serverSeed` is
 * null until the pair is retired; `verified` then says whether the server recomputed the same
 * ticket. A roll of a pair still in play is shown to its owner only (others get errors.rollNotFound).
 */
export const verify = defineEndpoint({
  path: '/api/fairness/verify',
  method: 'POST',
  channel: false,
  auth: 'optional',
  request: z.object({ rollId: z.number().int().positive() }),
  response: z.object({
    rollId: z.number().int().positive(),
    game: z.string(),
    serverSeedHash: z.string(),
    serverSeed: z.string().nullable(),
    clientSeed: z.string(),
    nonce: z.number().int().nonnegative(),
    cursor: z.number().int().nonnegative(),
    ticket: z.number().int().min(1),
    verified: z.boolean().nullable(),
  }),
});
