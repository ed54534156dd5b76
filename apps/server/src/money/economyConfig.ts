import { z } from 'zod';

/**
 * Settings of the economy, read from the environment like the rest of the server's configuration
 * (kept beside the modules that use them):
 *
 * | variable                 | default | meaning                                                     |
 * | ------------------------ | ------- | ----------------------------------------------------------- |
 * | `BOX_RTP`                | `0.9`   | return-to-player the seeding solves drop probabilities for  |
 * | `PRIZE_ANNOUNCE_COINS`   | `100`   | drops worth more than this are broadcast (activity.prize)   |
 * | `DELIVERY_DELAY_SECONDS` | `300`   | sandbox delivery time (SPEC: 5 minutes to 12 hours)         |
 * | `DELIVERY_POLL_MS`       | `5000`  | how often the delivery timer looks for due extractions      |
 */
const schema = z.object({
  BOX_RTP: z.coerce.number().gt(0).lt(1).default(0.9),
  PRIZE_ANNOUNCE_COINS: z.coerce.number().nonnegative().default(100),
  DELIVERY_DELAY_SECONDS: z.coerce.number().nonnegative().max(43_200).default(300),
  DELIVERY_POLL_MS: z.coerce.number().int().positive().default(5000),
});

export type EconomyConfig = z.infer<typeof schema>;

export function loadEconomyConfig(source: NodeJS.ProcessEnv = process.env): EconomyConfig {
  return schema.parse(source);
}
