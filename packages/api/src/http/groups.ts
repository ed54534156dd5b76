import * as auth from '../contract/auth';
import * as bag from '../contract/bag';
import * as battle from '../contract/battle';
import * as boxes from '../contract/boxes';
import * as content from '../contract/content';
import * as crash from '../contract/crash';
import * as ammoBox from '../contract/ammoBox';
import * as extend from '../contract/extend';
import * as fairness from '../contract/fairness';
import * as mall from '../contract/mall';
import * as recharge from '../contract/recharge';
import * as records from '../contract/records';
import * as roll from '../contract/roll';
import * as lucky from '../contract/lucky';
import * as spread from '../contract/spread';
import * as chat from '../contract/chat';
import * as support from '../contract/support';
import * as reserve from '../contract/reserve';
import * as limits from '../contract/limits';
import { siteLookup } from '../contract/site';
import * as tradeContract from '../contract/tradeContract';
import * as user from '../contract/user';
import * as welfare from '../contract/welfare';
import * as freeCase from '../contract/freeCase';
import * as timebox from '../contract/timebox';
import * as ranking from '../contract/ranking';
import * as turntable from '../contract/turntable';
import * as redPackets from '../contract/redPackets';
import * as tasks from '../contract/tasks';
import * as activity from '../contract/activity';
import * as coupons from '../contract/coupons';

/**
 * The contract modules behind each group of `createApi`, grouped as in SPEC section 7 (the site
 * lookup sits with the index calls). `endpointTable.ts` is generated from this.
 */
export const endpointGroups = {
  auth,
  user,
  index: { ...content, siteLookup },
  extend: { ...extend, ...tradeContract, ...ammoBox },
  bag,
  battle,
  boxes,
  records,
  mall,
  recharge,
  fairness,
  crash,
  roll,
  lucky,
  welfare,
  freeCase,
  timebox,
  ranking,
  turntable,
  spread,
  chat,
  support,
  reserve,
  limits,
  redPackets,
  tasks,
  activity,
  coupons,
};
export type EndpointGroups = typeof endpointGroups;
