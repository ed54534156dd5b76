import type { OperatorRole } from '@skinbox/api/admin';
import { asc } from 'drizzle-orm';
import { operators } from '../../db/schema';
import type { ModuleDeps } from '../../platform/deps';
import { adminRoute } from '../adminRoute';
import {
  createOperator,
  resetOperatorSetup,
  setOperatorDisabled,
  setOperatorRoles,
} from '../operatorActions';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function registerOperatorRoutes(deps: ModuleDeps) {
  const { db } = deps;
  adminRoute(deps, 'operators.list', async () => {
    const rows = await db.select().from(operators).orderBy(asc(operators.id));
    return rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.name,
      roles: row.roles as OperatorRole[],
      enrolled: row.passwordHash !== null && row.totpSecret !== null,
      disabledAt: iso(row.disabledAt),
      lastSeenAt: iso(row.lastSeenAt),
      createdAt: row.createdAt.toISOString(),
    }));
  });
  adminRoute(deps, 'operators.create', (input, { operator, now }) =>
    db.transaction((tx) => createOperator(tx, input, operator, now)),
  );
  adminRoute(deps, 'operators.setRoles', (input, { operator }) =>
    db.transaction((tx) => setOperatorRoles(tx, input, operator)),
  );
  adminRoute(deps, 'operators.setDisabled', (input, { operator }) =>
    db.transaction((tx) => setOperatorDisabled(tx, input, operator)),
  );
  adminRoute(deps, 'operators.resetSetup', (input, { operator, now }) =>
    db.transaction((tx) => resetOperatorSetup(tx, input, operator, now)),
  );
}
