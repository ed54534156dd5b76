import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';
import { listAudit } from '../audit';

export function registerAuditRoutes(deps: ModuleDeps) {
  const { db } = deps;
  adminRoute(deps, 'audit.list', (input) => listAudit(db, input));
}
