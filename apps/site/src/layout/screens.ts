import { matchRoutes } from 'react-router-dom';
import { accountRoutes } from '../screens/account/routes';
import { gameRoutes } from '../screens/game/routes';
import type { Layout } from './device';

/**
 * Whether a screen is built for `path` (e.g. '/m/mall'): menus list only entries whose screen
 * exists. Read at render time, never at module load (the route lists import screens).
 */
export function hasScreen(layout: Layout, path: string): boolean {
  const areas = [gameRoutes, accountRoutes];
  const children = areas.flatMap((area) => [
    ...area[layout],
    ...(layout === 'p' ? [{ path: 'me', children: area.me ?? [] }] : []),
  ]);
  return (matchRoutes([{ path: `/${layout}`, children }], path) ?? []).length > 1;
}
