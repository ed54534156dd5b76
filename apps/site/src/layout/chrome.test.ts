import { describe, expect, it } from 'vitest';
import { pageTitle } from './chrome';

describe('pageTitle', () => {
  it('joins the site title and the route name with a dash', () => {
    expect(pageTitle('SkinBox', '开箱')).toBe('SkinBox - 开箱');
  });

  it('uses the site title alone for a route without a name', () => {
    expect(pageTitle('SkinBox', undefined)).toBe('SkinBox');
  });
});
