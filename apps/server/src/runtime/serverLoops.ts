import { features } from '../features';
import type { LoopDefinition, LoopDeps } from './leader';

/** Every loop only the cluster's leader runs: what the features declare (features.ts). */
export function serverLoops(deps: LoopDeps): LoopDefinition[] {
  return features.flatMap((feature) => feature.loops?.(deps) ?? []);
}
