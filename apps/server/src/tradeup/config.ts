import { z } from 'zod';

/**
 * Settings of the trade-up family (GAMES.md section 5), read from the environment like the rest of
 * the server's configuration. Each bound keeps its loop below what it costs (economy/rules):
 *
 * | variable              | default | meaning                                                        |
 * | --------------------- | ------- | -------------------------------------------------------------- |
 * | `REPLACE_MARKUP`      | `1.15`  | a target's replacement price over its own price (above 1.05)   |
 * | `CONTRACT_RTP`        | `0.9`   | expected value of a contract's draw per coin offered (below 1) |
 * | `REFINE_RATE`         | `0.8`   | ammo credited per coin of a refined item's price               |
 * | `AMMO_BOX_RTP`        | `0.9`   | expected item value of an ammo box per ammo it costs           |
 *
 * REFINE_RATE × AMMO_BOX_RTP must stay below 1: refining then opening ammo boxes and selling the
 * drops must give back less than the items refined.
 */
const basisPoints = (fallback: number, max: number) =>
  z.coerce
    .number()
    .gt(0)
    .lt(max)
    .default(fallback)
    .transform((value) => Math.round(value * 10_000));

const schema = z
  .object({
    REPLACE_MARKUP: z.coerce
      .number()
      .gt(1.05)
      .max(3)
      .default(1.15)
      .transform((value) => Math.round(value * 10_000)),
    CONTRACT_RTP: basisPoints(0.9, 1),
    REFINE_RATE: basisPoints(0.8, 1),
    AMMO_BOX_RTP: basisPoints(0.9, 1.25),
  })
  .refine(
    (c) => c.REFINE_RATE * c.AMMO_BOX_RTP < 10_000 * 10_000,
    'REFINE_RATE × AMMO_BOX_RTP must stay below 1',
  );

export interface TradeUpConfig {
  replaceMarkupBasisPoints: number;
  contractRtpBasisPoints: number;
  refineRateBasisPoints: number;
  ammoBoxRtpBasisPoints: number;
}

export function loadTradeUpConfig(source: NodeJS.ProcessEnv): TradeUpConfig {
  const parsed = schema.parse(source);
  return {
    replaceMarkupBasisPoints: parsed.REPLACE_MARKUP,
    contractRtpBasisPoints: parsed.CONTRACT_RTP,
    refineRateBasisPoints: parsed.REFINE_RATE,
    ammoBoxRtpBasisPoints: parsed.AMMO_BOX_RTP,
  };
}
