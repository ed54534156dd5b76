import { describe, expect, it } from 'vitest';
import { CHROMELESS_PATHS, pageTitle, showsChrome } from './chrome';

describe('chrome', () => {
  it.each(CHROMELESS_PATHS)('hides header and footer on %s', (path) => {
    expect(showsChrome(path)).toBe(false);
  });

  it('shows them everywhere else, including /p/createbattle', () => {
    expect(showsChrome('/m/home')).toBe(true);
    expect(showsChrome('/p/createbattle')).toBe(true);
  });
});

describe('pageTitle', () => {
  it('joins the site title and the route name with a dash', () => {
    expect(pageTitle('SkinBox', '开箱')).toBe('SkinBox - 开箱');
  });

  it('uses the site title alone for a route without a name', () => {
    expect(pageTitle('SkinBox', undefined)).toBe('SkinBox');
  });
});
