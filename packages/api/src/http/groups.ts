import * as auth from '../contract/auth';
import * as bag from '../contract/bag';
import * as boxes from '../contract/boxes';
import * as content from '../contract/content';
import * as extend from '../contract/extend';
import * as fairness from '../contract/fairness';
import * as mall from '../contract/mall';
import * as recharge from '../contract/recharge';
import * as records from '../contract/records';
import { siteLookup } from '../contract/site';
import * as user from '../contract/user';

/**
 * The contract modules behind each group of `createApi`, grouped as in SPEC section 7 (the site
 * lookup sits with the index calls). `endpointTable.ts` is generated from this.
 */
export const endpointGroups = {
  auth,
  user,
  index: { ...content, siteLookup },
  extend,
  bag,
  boxes,
  records,
  mall,
  recharge,
  fairness,
};
export type EndpointGroups = typeof endpointGroups;
