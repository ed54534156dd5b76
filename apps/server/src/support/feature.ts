import type { Feature } from '../platform/feature';
import { registerSupportRoutes } from './routes';

/** The support inbox; operators answer with `pnpm ops support-list` and `support-answer`. */
export const supportFeature: Feature = { name: 'support', routes: registerSupportRoutes };
