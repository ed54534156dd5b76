import type { Feature } from '../platform/feature';
import { registerTasks } from './routes';

/**
 * The task centre: daily and weekly tasks read from the ledger and records, no timed work (a
 * period's tasks start again because claims are keyed by the site clock's period).
 */
export const tasksFeature: Feature = { name: 'tasks', routes: registerTasks };
