import { z } from 'zod';
import { loadConfig } from '../../config';
import { entryReturns, pathsReport } from '../../economyModel/paths';
import { economyReport } from '../../economyModel/report';
import { rewardCostReport } from '../../economyModel/rewardCosts';
import { OpsError } from '../opsError';
import { defineVerb } from '../verb';

/** Loops whose return is a rate of their own, not coins back per coin spent. */
const NOT_A_LOOP = new Set(['box RTP', 'sell-back rate', 'point value (coins)']);

const figure = (value: number | null) => (value === null ? '     -' : value.toFixed(4));

export const economyVerb = defineVerb({
  name: 'economy',
  summary:
    'print what every way in returns: per recharge size and for an account that never pays, the item value it can extract per coin paid, every entry path and every loop (fails when any is 1 or more)',
  usage: '',
  flags: z.object({}).strict(),
  async run({ db }) {
    const config = loadConfig();
    const [loops, paths, rewards] = await Promise.all([
      economyReport(db, config),
      pathsReport(db, config.economy.BOX_RTP, new Date()),
      rewardCostReport(db, new Date()),
    ]);
    const entries = entryReturns(paths, loops);
    const failing = [
      ...paths.paths.filter((p) => p.extractable >= 1).map((p) => p.path),
      ...entries.filter((e) => e.checked && (e.value ?? 0) >= 1).map((e) => e.entry),
      ...loops.filter((l) => !NOT_A_LOOP.has(l.loop) && l.best >= 1).map((l) => l.loop),
    ];
    const lines = [
      `a coin of turnover costs ${paths.edge.toFixed(4)} at best; bonuses and gifts are locked for ${paths.multiple} times their value in turnover, and items leave only after a first payment`,
      '',
      'path                                          paid   locked  turnover asked  extractable',
      ...paths.paths.map(
        (p) =>
          `${p.path.padEnd(44)}  ${p.paid.toFixed(0).padStart(5)}  ${p.locked.toFixed(2).padStart(7)}  ${p.required.toFixed(2).padStart(14)}  ${p.extractable.toFixed(4)}${p.paid > 0 ? ' per coin paid' : ' per account'}`,
      ),
      '',
      'entry path                    class     return  basis',
      ...entries.map(
        (e) => `${e.entry.padEnd(28)}  ${e.cls.padEnd(8)}  ${figure(e.value)}  ${e.basis}`,
      ),
      '',
      'loop                                      best    worst   best from',
      ...loops.map(
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
      '',
    ];
    if (failing.length > 0) {
      throw new OpsError(
        [...lines, `PAYS OUT MORE THAN IT TAKES: ${failing.join('; ')}`].join('\n'),
      );
    }
    return [...lines, 'every path, entry and loop returns less than it costs'];
  },
});
