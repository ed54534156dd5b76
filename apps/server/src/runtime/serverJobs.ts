import type { ServerConfig } from '../config';
import { features } from '../features';
import type { RealtimeHub } from '../socket/hub';
import type { JobDefinition } from './jobs';

/** Every kind of timed work the server runs: what the features declare (features.ts). */
export function serverJobs(config: ServerConfig, hub: RealtimeHub): JobDefinition[] {
  return features.flatMap((feature) => feature.jobs?.(config, hub) ?? []);
}
