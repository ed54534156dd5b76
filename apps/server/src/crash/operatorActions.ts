import { writeAudit } from '../admin/audit';
import type { Operator } from '../admin/operator';
import type { Db } from '../db/database';
import { createCrashChain, newestChain } from './chain';

/**
 * Makes a new chain of crash game hashes (DESIGN section 3); the next round starts on it and the
 * crash page publishes its terminal hash. Written to the audit log with the chain it replaces.
 */
export async function rotateCrashChain(
  tx: Db,
  input: { rounds: number; reason?: string },
  operator: Operator,
) {
  const previous = await newestChain(tx);
  const made = await createCrashChain(tx, input.rounds);
  const auditId = await writeAudit(tx, operator, {
    action: 'games.rotateCrashChain',
    target: `crashChain:${made.chainId}`,
    before: previous && { chainId: previous.id, terminalHash: previous.terminalHash },
    after: { chainId: made.chainId, terminalHash: made.terminalHash, rounds: made.rounds },
    reason: input.reason,
  });
  return { auditId, terminalHash: made.terminalHash, rounds: made.rounds };
}
