import { z } from 'zod';
import { loadConfig } from '../../config';
import { economyReport } from '../../economy/report';
import { rewardCostReport } from '../../economy/rewardCosts';
import { defineVerb } from '../verb';

/** Loops whose return is a rate of their own, not coins back per coin spent. */
const NOT_A_LOOP = new Set(['box RTP', 'sell-back rate', 'point value (coins)']);

export const economyVerb = defineVerb({
  name: 'economy',
  summary:
    "print the expected return of every loop a player can make at today's prices (each must stay below 1)",
  usage: '',
  flags: z.object({}).strict(),
  async run({ db }) {
    const report = await economyReport(db, loadConfig());
    const paying = report.filter((r) => !NOT_A_LOOP.has(r.loop) && r.best >= 1);
    const rewards = await rewardCostReport(db);
    return [
      'loop                                      best    worst   best from',
      ...report.map(
        (r) => `${r.loop.padEnd(40)}  ${r.best.toFixed(4)}  ${r.worst.toFixed(4)}  ${r.bestOf}`,
      ),
      '',
      'reward                                    per     coins/player  share  takes',
      ...rewards.map(
        (r) =>
          `${r.reward.padEnd(40)}  ${r.per.padEnd(6)}  ${r.coinsPerPlayer.toFixed(2).padStart(12)}  ${
            r.share === null ? '     -' : `${(r.share * 100).toFixed(2)}%`.padStart(6)
          }  ${r.takes}`,
      ),
      paying.length === 0
        ? 'every loop returns less than it costs'
        : `PAYS OUT MORE THAN IT TAKES: ${paying.map((r) => r.loop).join('; ')}`,
    ];
  },
});
