import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../../../../packages/ui/src/icon/icons';
import { iconPaths, isIconModule, namedIcons } from '../../kitIconsWithUsers';

const names = Object.keys(ICON_PATHS);
/** What the plugin sees of a module: JavaScript, after TypeScript and JSX are compiled away. */
const named = (code: string) => namedIcons(parseAst(code), names);

describe("the kit's icons travel with the modules that name them (production build)", () => {
  it("reads every icon of the kit's table, with its paths", () => {
    expect(iconPaths()).toEqual(ICON_PATHS);
  });

  it('gives a module the icons it names, as a prop or in a table of entries', () => {
    expect(named('jsx(Icon, { name: "menu", size: 20 });')).toEqual(['menu']);
    expect(named("const TABS = [{ icon: 'gift' }, { icon: `sound-on` }];")).toEqual([
      'gift',
      'sound-on',
    ]);
    expect(named('jsx(Icon, { name: on ? "motion" : "motion-off" });')).toEqual([
      'motion',
      'motion-off',
    ]);
  });

  it('takes a string equal to a name only, not one that contains it', () => {
    expect(named("const screens = ['menus', 'gift card', 'closed'];")).toEqual([]);
  });

  it("puts only the modules it adds in the icons' chunk", () => {
    expect(isIconModule('\0skinbox-icon:menu')).toBe(true);
    expect(isIconModule('/repo/packages/ui/src/icon/Icon.tsx')).toBe(false);
  });
});
