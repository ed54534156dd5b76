import type { Feature } from '../platform/feature';
import { rankingJobs } from './jobs';
import { registerRanking } from './routes';

/** The daily turnover board: its call, and the 00:00 settlement (a recurring chain). */
export const rankingFeature: Feature = {
  name: 'ranking',
  routes: registerRanking,
  jobs: ({ clock }) => Object.values(rankingJobs(clock)),
};
