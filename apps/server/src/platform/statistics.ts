import type { Db } from '../db/database';

/**
 * Counters for getPlatformStatistics that other features own: the box feature counts
 * 'boxOpenCount', the battle feature 'battleCount'. A counter no feature declares counts 0, which
 * is the truth while that game does not exist.
 */
export type StatisticName = 'boxOpenCount' | 'battleCount';

export type StatisticCounter = (db: Db) => Promise<number>;

/** The counters one feature declares in its descriptor. */
export type StatisticCounters = Partial<Record<StatisticName, StatisticCounter>>;

/** The counters of one app, gathered from its features. */
export interface Statistics {
  read(db: Db, name: StatisticName): Promise<number>;
}

export function gatherStatistics(declared: readonly StatisticCounters[]): Statistics {
  const counters: StatisticCounters = Object.assign({}, ...declared);
  return { read: async (db, name) => (await counters[name]?.(db)) ?? 0 };
}
