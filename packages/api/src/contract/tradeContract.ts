import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { goodsSummary, rucksackEntry } from './goods';
import { isoDateTime, pageOf, pageRequest } from './page';
import { moneyString } from './moneySchema';

/**
 * The contract (GAMES.md section 5, /p/contract): 3 to 10 bag items of total value V become one
 * item drawn with roll('contract', …) from a ladder of catalogue items between V / 4 and 4 V whose
 * odds make the expected value RTP × V (packages/fairness contract.ts). The ladder and its odds are
 * shown before signing, and the signing names the ladder it saw.
 */
export const CONTRACT_MIN_ITEMS = 3;
export const CONTRACT_MAX_ITEMS = 10;

const contractItems = z
  .array(z.number().int().positive())
  .min(CONTRACT_MIN_ITEMS, 'errors.contractTooFew')
  .max(CONTRACT_MAX_ITEMS, 'errors.contractTooMany')
  .refine((ids) => new Set(ids).size === ids.length, 'errors.contractTooFew');

/** One rung of the ladder: the item, its odds and its tickets (of 100000). */
export const contractRung = z.object({
  goods: goodsSummary,
  tickets: z.number().int().min(1),
  /** Probability in percent with four places, e.g. "28.1150". */
  probability: z.string(),
  ticketFrom: z.number().int().min(1),
  ticketTo: z.number().int().min(1),
});
export type ContractRung = z.infer<typeof contractRung>;

/** The seed pair the draw will use: its hash now, the seed itself once the player rotates it. */
export const contractSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
});

export const contractPreview = defineEndpoint({
  path: '/api/extend/contractPreview',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({ rucksackIds: contractItems }),
  response: contractSeeds.extend({
    /** V: the summed price of the offered items. */
    value: moneyString,
    /** The return-to-player the odds are solved for, in basis points (9000 = 90 %). */
    rtpBasisPoints: z.number().int().positive(),
    /** The ladder's expected price with these odds (at most RTP × V). */
    expectedValue: moneyString,
    ladder: z.array(contractRung),
  }),
});
export type ContractPreview = z.infer<typeof contractPreview.response>;

export const signContract = defineEndpoint({
  path: '/api/extend/signContract',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: z.object({
    rucksackIds: contractItems,
    /** The ladder the player saw, cheapest first; a different ladder now is refused. */
    ladderGoodsIds: z.array(z.number().int().positive()).min(2).max(20),
  }),
  response: z.object({
    contractId: z.number().int().positive(),
    /** The drawn item, now in the bag. */
    item: rucksackEntry,
    /** The ladder position drawn (0 is the cheapest rung). */
    rung: z.number().int().nonnegative(),
    rollId: z.number().int().positive(),
    ticket: z.number().int().min(1),
    nonce: z.number().int().nonnegative(),
  }),
});

/** A signed contract as the history and the verifier show it. */
export const contractRecord = z.object({
  contractId: z.number().int().positive(),
  value: moneyString,
  rtpBasisPoints: z.number().int().positive(),
  /** The ladder as signed: each rung's goods and tickets. */
  ladder: z.array(z.object({ goods: goodsSummary, tickets: z.number().int().min(1) })),
  prize: goodsSummary,
  rung: z.number().int().nonnegative(),
  ticket: z.number().int().min(1),
  serverSeedHash: z.string(),
  /** Revealed once the player has changed the client seed (fairness.changeClientSeed). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export type ContractRecord = z.infer<typeof contractRecord>;

export const contractRecords = defineEndpoint({
  path: '/api/extend/contractRecords',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(contractRecord),
});
