import type { ContractRecord } from '@skinbox/api';
import { CONTRACT_ROLL_VECTORS, CONTRACT_TICKET_VECTORS } from '@skinbox/fairness';
import { describe, expect, it } from 'vitest';
import { verifyContract } from './verify';

const rolled = CONTRACT_ROLL_VECTORS[0];
const odds = CONTRACT_TICKET_VECTORS[0];

function record(overrides: Partial<ContractRecord>): ContractRecord {
  const goods = {
    goodsId: 1,
    name: 'x',
    image: '',
    price: '1.00',
    quality: 'milSpec',
    exterior: null,
  } as const;
  return {
    contractId: 1,
    value: '100.00',
    rtpBasisPoints: 9000,
    ladder: (odds?.tickets ?? []).map((tickets) => ({ goods, tickets })),
    prize: goods,
    rung: 0,
    ticket: rolled?.ticket ?? 0,
    serverSeedHash: 'hash',
    serverSeed: rolled?.serverSeed ?? null,
    clientSeed: rolled?.clientSeed ?? '',
    nonce: rolled?.nonce ?? 0,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

describe('contract verification in the browser', () => {
  it('passes the fixed vector: ticket 207 on the cheapest rung', async () => {
    expect(await verifyContract(record({}))).toBe('ok');
  });

  it('fails when the stored rung or ticket differs', async () => {
    expect(await verifyContract(record({ rung: 1 }))).toBe('mismatch');
    expect(await verifyContract(record({ ticket: 208 }))).toBe('mismatch');
  });

  it('waits while the server seed is hidden', async () => {
    expect(await verifyContract(record({ serverSeed: null }))).toBe('hidden');
  });
});
