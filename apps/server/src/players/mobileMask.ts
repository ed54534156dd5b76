import { MOBILE_VISIBLE_ROLES, type OperatorRole } from '@skinbox/api/admin';

/**
 * A player's mobile as an operator may see it: whole for the roles that contact players
 * (MOBILE_VISIBLE_ROLES), else its first three and last four digits (138****1234).
 */
export function mobileFor(roles: readonly OperatorRole[], mobile: string | null): string | null {
  if (mobile === null) return null;
  if (roles.some((role) => MOBILE_VISIBLE_ROLES.includes(role))) return mobile;
  if (mobile.length <= 7) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
