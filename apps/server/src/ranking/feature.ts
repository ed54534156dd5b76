import type { Feature } from '../platform/feature';
import { siteClock } from '../runtime/siteClock';
import { rankingSettleJob, scheduleRankingSettlement } from './jobs';
import { registerRanking } from './routes';

/** The daily turnover board: its call, and the 00:00 settlement whose chain the start phase makes sure of. */
export const rankingFeature: Feature = {
  name: 'ranking',
  routes: registerRanking,
  async seed({ db, config }) {
    const clock = siteClock(config.SITE_TIME_ZONE);
    await scheduleRankingSettlement(db, clock, rankingSettleJob(clock), new Date());
  },
  jobs: (config) => [rankingSettleJob(siteClock(config.SITE_TIME_ZONE))],
};
