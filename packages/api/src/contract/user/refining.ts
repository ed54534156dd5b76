import { defineEndpoint } from '../endpoint';
import { rucksackEntry } from '../goods';
import { pageOf, pageRequest } from '../page';

/** Refining materials under /api/user; the server's tradeup/refining feature serves them. */

/** Bag items that can be refined: the entries still in the bag, dearest first (refineTerms gives the rate). */
export const getRucksackMaterials = defineEndpoint({
  path: '/api/user/getRucksackMaterials',
  method: 'POST',
  channel: false,
  auth: 'required',
  request: pageRequest,
  response: pageOf(rucksackEntry),
});
