import * as audit from './audit';
import * as catalogue from './catalogue';
import * as content from './content';
import * as dashboard from './dashboard';
import * as games from './games';
import * as operators from './operators';
import * as players from './players';
import * as promotions from './promotions';
import * as queues from './queues';
import * as session from './session';

/**
 * Every admin call by group (`/api/admin/<group>/<call>`): the console binds them with
 * `bindEndpoints(http, adminGroups.players)`, the server registers each against its roles.
 */
export const adminGroups = {
  session,
  operators,
  audit,
  dashboard,
  players,
  catalogue,
  queues,
  promotions,
  content,
  games,
};
export type AdminGroups = typeof adminGroups;
