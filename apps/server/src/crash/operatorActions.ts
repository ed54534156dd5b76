import { writeAudit } from '../platform/audit';
import type { Operator } from '../platform/operator';
import type { Db } from '../db/database';
import { newestChainAfter } from './chain';
import { commitCrashChain, setCrashChainSalt } from './rotation';

/**
 * The crash chain's rotation (crash/rotation.ts) as operator actions: each step written to the
 * audit log, the commitment with the chain it replaces.
 */

export async function rotateCrashChain(
  tx: Db,
  input: { rounds: number; saltSource: string; reason?: string },
  operator: Operator,
) {
  const previous = await newestChainAfter(tx, null);
  const chain = await commitCrashChain(tx, { rounds: input.rounds, saltSource: input.saltSource });
  const auditId = await writeAudit(tx, operator, {
    action: 'games.rotateCrashChain',
    target: `crashChain:${chain.chainId}`,
    before: previous && { chainId: previous.id, terminalHash: previous.terminalHash },
    after: chain,
    reason: input.reason,
  });
  return { auditId, terminalHash: chain.terminalHash, rounds: chain.rounds, chain };
}

export async function saltCrashChain(
  tx: Db,
  input: { chainId: number; salt: string; reason?: string },
  operator: Operator,
) {
  const chain = await setCrashChainSalt(tx, { chainId: input.chainId, salt: input.salt });
  const auditId = await writeAudit(tx, operator, {
    action: 'games.saltCrashChain',
    target: `crashChain:${chain.chainId}`,
    before: { salt: null },
    after: { salt: chain.salt, saltedAt: chain.saltedAt },
    reason: input.reason,
  });
  return { auditId, chain };
}
