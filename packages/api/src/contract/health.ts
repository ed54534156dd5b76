import { z } from 'zod';
import { envelope } from './envelope';

/** GET /api/health: liveness plus which database the server runs on. */
export const healthData = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
});
export const healthResponse = envelope(healthData);
export type HealthData = z.infer<typeof healthData>;

/**
 * GET /api/health/ready: whether this process takes players now. 200 with `ready: true` once its
 * migrations, seed and realtime hub are ready; 503 with the error body of `errors.unavailable`
 * and this data while it starts or drains (a restart), so a proxy sends requests elsewhere.
 */
export const readinessData = z.object({
  ready: z.boolean(),
  phase: z.enum(['starting', 'ready', 'draining']),
});
export const readinessResponse = envelope(readinessData);
export type ReadinessData = z.infer<typeof readinessData>;
