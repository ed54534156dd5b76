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
