import type { OperatorRole } from '@skinbox/api/admin';

/**
 * Who is acting: a signed-in operator of the back office, or the command line. Every operator
 * action function takes one and writes it to the audit log with what it changed.
 */
export interface Operator {
  /** null for the command line. */
  id: number | null;
  account: string;
  roles: readonly OperatorRole[];
  /** The address the call came from; '' for the command line. */
  address: string;
}

/**
 * The system operator `ops`: `pnpm ops` verbs run as it. Whoever holds a shell on the server and
 * the database URL may do anything, so it holds every role; its rows in the audit log say the
 * change came from the command line.
 */
export const OPS_OPERATOR: Operator = {
  id: null,
  account: 'ops',
  roles: ['owner'],
  address: '',
};
