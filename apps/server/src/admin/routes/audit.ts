import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';
import { listAudit } from '../audit';

export function registerAuditRoutes({ app, db }: ModuleDeps) {
  adminRoute(app, db, 'audit.list', (input) => listAudit(db, input));
}
