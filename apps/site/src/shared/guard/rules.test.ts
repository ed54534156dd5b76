import { describe, expect, it } from 'vitest';
import { screenDeclarations, screenHref, SCREENS } from '../../routing/manifest';
import { guardPurposes } from './messages';
import { guardedPageOf } from './rules';
import { BATTLE_TITLE } from '../../screens/battle/pages';

describe('guardedPageOf', () => {
  it('names the page an address opens, with what it is for', () => {
    expect(guardedPageOf('/m/personal?tab=1', 'm')).toEqual({
      screen: 'personal',
      title: SCREENS.personal.title,
      purpose: guardPurposes.personal,
    });
    expect(guardedPageOf('/p/me/vip', 'p')?.screen).toBe('vip');
  });

  it("reads a group's pages as the group, and nothing that only starts like it", () => {
    expect(guardedPageOf('/m/battle/battleHistory', 'm')).toMatchObject({
      screen: 'battle',
      title: BATTLE_TITLE,
    });
    expect(guardedPageOf('/m/battleDetail?battleId=3', 'm')?.screen).toBe('battleDetail');
    expect(guardedPageOf('/m/battleverify', 'm')).toBeUndefined();
  });

  it('knows nothing of open pages or of the other layout', () => {
    expect(guardedPageOf('/m/home', 'm')).toBeUndefined();
    expect(guardedPageOf('/p/me/vip', 'm')).toBeUndefined();
  });

  it('has a purpose for every page the guard can hold back', () => {
    for (const [screen, declaration] of screenDeclarations()) {
      for (const layout of [...(declaration.login ?? []), ...(declaration.battle ?? [])]) {
        const href = screenHref(screen, layout) ?? '';
        expect(guardedPageOf(href, layout)?.screen, href).toBe(screen);
      }
    }
  });
});
