import { z } from 'zod';
import { MAX_BOX_RTP } from './rules/expectedReturn';

/**
 * Settings of the economy, read from the environment like the rest of the server's configuration
 * (kept beside the modules that use them):
 *
 * | variable                 | default | meaning                                                     |
 * | ------------------------ | ------- | ----------------------------------------------------------- |
 * | `BOX_RTP`                | `0.9`   | return-to-player the seeding solves drop probabilities for  |
 * | `PRIZE_ANNOUNCE_COINS`   | `100`   | drops worth more than this are broadcast (activity.prize)   |
 * | `DELIVERY_DELAY_SECONDS` | `300`   | sandbox delivery time (SPEC: 5 minutes to 12 hours)         |
 *
 * BOX_RTP must stay below MAX_BOX_RTP (0.9076), or a box opened and sold, with its points cashed in
 * the points mall and the welfare boxes, board prizes and promotions its turnover earns, would
 * return what it costs (economy/rules/expectedReturn.ts, rewards.ts, promotions.ts).
 */
const schema = z.object({
  BOX_RTP: z.coerce.number().gt(0).lt(MAX_BOX_RTP).default(0.9),
  PRIZE_ANNOUNCE_COINS: z.coerce.number().nonnegative().default(100),
  DELIVERY_DELAY_SECONDS: z.coerce.number().nonnegative().max(43_200).default(300),
});

export type EconomyConfig = z.infer<typeof schema>;

/** Read by `loadConfig` with the rest of the configuration; nothing else reads the environment. */
export function loadEconomyConfig(source: NodeJS.ProcessEnv): EconomyConfig {
  return schema.parse(source);
}
