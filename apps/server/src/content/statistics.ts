import type { Db } from '../db/database';

/**
 * Counters for getPlatformStatistics that other modules own: the box module registers
 * 'boxOpenCount', the battle module 'battleCount'. A counter nobody registered counts 0, which
 * is the truth while that game does not exist.
 */
export type StatisticName = 'boxOpenCount' | 'battleCount';
const counters = new Map<StatisticName, (db: Db) => Promise<number>>();

export function registerStatisticCounter(name: StatisticName, count: (db: Db) => Promise<number>) {
  counters.set(name, count);
}

export async function readStatistic(db: Db, name: StatisticName) {
  return (await counters.get(name)?.(db)) ?? 0;
}
