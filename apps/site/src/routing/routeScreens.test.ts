import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeScreens } from '../../preloadRouteChunks';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '/');
const screens = routeScreens();

describe("the route segments' lazily loaded screens (production build)", () => {
  it('names each segment under /m, /p and /p/me by its screen module', () => {
    expect(screens.openbox).toBe(join(src, 'screens/openbox/OpenBox.tsx'));
    expect(screens.bag).toBe(join(src, 'screens/bag/Bag.tsx'));
    expect(screens.roll_detail).toBe(join(src, 'screens/roll/RollDetail.tsx'));
    expect(screens.icon).toBe(join(src, 'screens/icon/Icon.tsx'));
    // The home is in the entry chunk: nothing to preload.
    expect(screens.home).toBeUndefined();
  });

  it.each(Object.entries(screens))('%s names a file that exists', (_, file) => {
    expect(existsSync(file)).toBe(true);
  });
});
