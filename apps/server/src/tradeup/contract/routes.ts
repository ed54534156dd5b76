import { centsToMoney, tradeContract } from '@skinbox/api';
import { contractExpectedCents, TICKETS, ticketRanges } from '@skinbox/fairness';
import { ticketsToPercent } from '../../boxes/rules/prize';
import { route } from '../../http/route';
import type { ModuleDeps } from '../../platform/deps';
import { goodsByIds, goodsOf } from '../goods';
import { previewContract, signContract } from './actions';
import { contractHistory } from './queries';
import { shownSeeds } from '../../fairness/rollProof';

/** The contract's calls: preview (ladder, odds, seeds), sign, and the signed history. */
export function registerContract({ app, db, config, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;
  const rtp = config.tradeup.contractRtpBasisPoints;

  route(app, tradeContract.contractPreview, async ({ rucksackIds }, { userId, locale }) => {
    const { valueCents, ladder, pair } = await previewContract(db, userId, rucksackIds, rtp);
    const goods = await goodsByIds(
      db,
      ladder.map((r) => r.goodsId),
      locale,
      assets,
    );
    const ranges = ticketRanges(ladder.map((r) => r.tickets));
    const expected = contractExpectedCents(
      ladder.map((r) => r.priceCents),
      ladder.map((r) => r.tickets),
    );
    return {
      value: centsToMoney(valueCents),
      rtpBasisPoints: rtp,
      // Rounded down: the figure shown never promises more than the odds give.
      expectedValue: centsToMoney(BigInt(Math.floor(expected))),
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      ladder: ladder.map((rung, i) => {
        const summary = goods.get(rung.goodsId);
        if (!summary) throw new Error(`ladder item ${rung.goodsId} vanished`);
        return {
          goods: summary,
          tickets: rung.tickets,
          probability: ticketsToPercent(rung.tickets, TICKETS),
          ticketFrom: ranges[i]?.from ?? 1,
          ticketTo: ranges[i]?.to ?? 1,
        };
      }),
    };
  });

  route(app, tradeContract.signContract, async (input, { userId, locale }) => {
    const signed = await signContract(
      db,
      userId,
      input.rucksackIds,
      input.ladderGoodsIds,
      rtp,
      clock.now(),
    );
    return {
      contractId: signed.contractId,
      item: { id: signed.bagItemId, goods: await goodsOf(db, signed.prizeGoodsId, locale, assets) },
      rung: signed.rung,
      rollId: signed.rollId,
      ticket: signed.ticket,
      nonce: signed.nonce,
    };
  });

  route(app, tradeContract.contractRecords, async (page, { userId, locale }) => {
    const { rows, total } = await contractHistory(db, userId, page);
    const goods = await goodsByIds(
      db,
      rows.flatMap((row) => row.contract.ladder.map((r) => r.goodsId)),
      locale,
      assets,
    );
    const summaryOf = (id: number) => {
      const summary = goods.get(id);
      if (!summary) throw new Error(`contract item ${id} vanished`);
      return summary;
    };
    return {
      list: rows.map((row) => ({
        contractId: row.contract.id,
        value: centsToMoney(row.contract.valueCents),
        rtpBasisPoints: row.contract.rtpBasisPoints,
        // Each rung at the price it was signed at, not today's.
        ladder: row.contract.ladder.map((r) => ({
          goods: { ...summaryOf(r.goodsId), price: centsToMoney(BigInt(r.priceCents)) },
          tickets: r.tickets,
        })),
        prize: {
          ...summaryOf(row.contract.prizeItemId),
          price: centsToMoney(BigInt(row.contract.ladder[row.contract.rung]?.priceCents ?? '0')),
        },
        rung: row.contract.rung,
        ticket: row.ticket,
        ...shownSeeds(row),
        createdAt: row.contract.createdAt.toISOString(),
      })),
      total,
    };
  });
}
