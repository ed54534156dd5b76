import type { AreaRoutes } from '../../routing/area';

/** Sign-in, registration and the user centre. */
export const accountRoutes: AreaRoutes = { m: [], p: [] };
