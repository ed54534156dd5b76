import { OPERATOR_ROLES, type OperatorRole } from '@skinbox/api/admin';

/** `roles` with `role` added or taken away, in the role table's order (as the server keeps them). */
export function toggleRole(roles: readonly OperatorRole[], role: OperatorRole): OperatorRole[] {
  const next = roles.includes(role) ? roles.filter((held) => held !== role) : [...roles, role];
  return OPERATOR_ROLES.filter((known) => next.includes(known));
}

/** The setup link as a whole address to send: the server answers its path under the site. */
export function setupAddress(link: string, origin: string): string {
  return new URL(link, origin).href;
}
