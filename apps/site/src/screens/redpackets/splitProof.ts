import { redPacketShares, sha256Hex } from '@skinbox/fairness';
import { moneyToCents } from '@skinbox/api';

/** What the server shows of a password packet's split (redPackets.proof). */
export interface SplitRecord {
  total: string;
  count: number;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  shares: Array<{ seq: number; amount: string; mine: boolean }>;
}

export type SplitCheck =
  /** The seed is shown once every share is taken or the packet ended. */
  { kind: 'sealed' } | { kind: 'checked'; hashMatches: boolean; sharesMatch: boolean };

/**
 * Recomputes a password packet's split in the browser with the code the server split it with
 * (redPacketShares of @skinbox/fairness): the seed must hash to the hash fixed at creation, and
 * every share taken must be the one the seed gives its place.
 */
export async function checkSplit(record: SplitRecord): Promise<SplitCheck> {
  if (record.serverSeed === null) return { kind: 'sealed' };
  const [hash, shares] = await Promise.all([
    sha256Hex(record.serverSeed),
    redPacketShares({
      serverSeed: record.serverSeed,
      clientSeed: record.clientSeed,
      totalCents: Number(moneyToCents(record.total)),
      count: record.count,
    }),
  ]);
  return {
    kind: 'checked',
    hashMatches: hash === record.serverSeedHash,
    sharesMatch: record.shares.every(
      (share) => BigInt(shares[share.seq - 1] ?? -1) === moneyToCents(share.amount),
    ),
  };
}
