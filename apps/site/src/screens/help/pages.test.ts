// @vitest-environment node
import { MODULE_NAMES } from '@skinbox/api';
import { describe, expect, it } from 'vitest';
import { helpPageOf, helpPagesOf } from './pages';

describe('the help pages', () => {
  it('give every help switch of SPEC section 6 a page on mobile', () => {
    const switched = helpPagesOf('m').flatMap((page) => page.module ?? []);
    expect(switched.sort()).toEqual(MODULE_NAMES.filter((name) => name.startsWith('Help')).sort());
  });

  it('leave the contact page to mobile, as SPEC section 2 gives desktop none', () => {
    expect(helpPagesOf('p').map((page) => page.path)).not.toContain('contact');
    expect(helpPagesOf('p').map((page) => page.path)).toContain('fangchengmi');
  });

  it('open the first page for an unknown address', () => {
    expect(helpPageOf('m', 'nowhere').path).toBe('regulations');
    expect(helpPageOf('p', 'relevant').type).toBe('Relevant');
  });
});
