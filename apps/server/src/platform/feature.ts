import type { RefusalOf } from '../http/errors';
import type { JobDefinition } from '../runtime/jobs';
import type { LoopDefinition, LoopDeps } from '../runtime/leader';
import type { RouteModule, SeedDeps, WorkDeps } from './deps';
import type { StatisticCounters } from './statistics';

/**
 * One feature of the server as the composition root sees it (the list is `features.ts`).
 * Declaring a feature does nothing: `routes` only adds routes, and every effect beyond that is a
 * step the start phase runs on purpose (`seedFeatures` in app.ts, the job runner in main.ts).
 */
export interface Feature {
  readonly name: string;
  /** Adds the feature's routes to the app; no other effect. */
  readonly routes?: RouteModule;
  /**
   * Fills a database that lacks the feature's data (the catalogue, the mall's stock); leaves a
   * seeded one alone. Run by the start phase, in list order.
   */
  readonly seed?: (deps: SeedDeps) => Promise<unknown>;
  /** Counters for getPlatformStatistics. */
  readonly statistics?: StatisticCounters;
  /**
   * The kinds of timed work the feature owns (runtime/jobs.ts). A function of the configuration
   * because a job's handler may depend on it (the delivery provider's settings), and of the hub
   * because a game's job tells its channel what happened (a battle's rounds), and of the site's
   * clock because a period's job runs at the period's end (the ranking's day).
   */
  readonly jobs?: (deps: WorkDeps) => readonly JobDefinition[];
  /** Continuous loops only the cluster's leader runs (runtime/leader.ts), e.g. crash rounds. */
  readonly loops?: (deps: LoopDeps) => readonly LoopDefinition[];
  /** How the feature's own errors read to a player (http/errors.ts RefusalOf). */
  readonly refusals?: RefusalOf;
}
