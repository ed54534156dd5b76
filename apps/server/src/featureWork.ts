import type { ServerConfig } from './config';
import { features } from './features';
import type { JobDefinition } from './runtime/jobs';
import type { LoopDefinition, LoopDeps } from './runtime/leader';
import { siteClock } from './runtime/siteClock';
import type { RealtimeHub } from './socket/hub';

// The work the features declare, collected for the runtime that runs it (main.ts). Beside
// features.ts, not in runtime/: the runtime runs whatever it is given and knows no feature.

/** Every kind of timed work the server runs. */
export function serverJobs(config: ServerConfig, hub: RealtimeHub): JobDefinition[] {
  const deps = { config, hub, clock: siteClock(config.SITE_TIME_ZONE) };
  return features.flatMap((feature) => feature.jobs?.(deps) ?? []);
}

/** Every loop only the cluster's leader runs. */
export function serverLoops(deps: LoopDeps): LoopDefinition[] {
  return features.flatMap((feature) => feature.loops?.(deps) ?? []);
}
