import type { ContractRecord } from '@skinbox/api';
import { contractRoll, pickByTicket, ticketRanges } from '@skinbox/fairness';

/**
 * Recomputes a signed contract in the browser (DESIGN section 3): roll('contract', serverSeed,
 * clientSeed, nonce, 0) must give the stored ticket, and the ladder's ticket ranges must put that
 * ticket on the rung that was drawn. 'hidden' while the server seed is not yet revealed.
 */
export async function verifyContract(
  record: ContractRecord,
): Promise<'hidden' | 'ok' | 'mismatch'> {
  if (!record.serverSeed) return 'hidden';
  const rolled = await contractRoll(record.serverSeed, record.clientSeed, record.nonce);
  const rung = pickByTicket(ticketRanges(record.ladder.map((r) => r.tickets)), rolled.ticket);
  return rolled.ticket === record.ticket && rung === record.rung ? 'ok' : 'mismatch';
}
