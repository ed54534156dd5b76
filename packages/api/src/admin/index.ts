/**
 * The back office's contract (`@skinbox/api/admin`): a separate entry, so the player site never
 * bundles it. See README.md beside this file for the calls.
 */
export { adminGroups, type AdminGroups } from './groups';
export { adminRoles, callsOf, mayCall, type AdminCallKey, type CallAccess } from './roleTable';
export { MOBILE_VISIBLE_ROLES, OPERATOR_ROLES, operatorRole, type OperatorRole } from './roles';
export * from './shapes';
export {
  adminErrors,
  serverErrorCatalogue,
  translateServerError,
  type ServerErrorKey,
} from './errors';
export * as session from './session';
export * as operators from './operators';
export * as audit from './audit';
export * as dashboard from './dashboard';
export * as players from './players';
export * as catalogue from './catalogue';
export * as queues from './queues';
export * as promotions from './promotions';
export * as content from './content';
export * as games from './games';
export type { AuditEntry } from './audit';
export type { BoxRtp, DashboardSummary, DashboardWindow, GameFigures } from './dashboard';
export type { AdminCurrency, ExtractionRow, PlayerDetail } from './players';
export type { BoxCheck, BoxDraft, BoxItem, BoxRow, ItemRow } from './catalogue';
export type { OperatorRow } from './operators';
export type { RedPacketSetup } from './promotions';
export type { ScheduleLine } from './games';
