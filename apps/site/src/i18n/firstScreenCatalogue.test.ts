import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  entryModules,
  firstScreenCatalogue,
  lazyFrameParts,
  screenCatalogue,
  screenLazyParts,
} from '../../firstScreenCatalogue';
import { routeScreens } from '../../preloadRouteChunks';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '/');
const relative = (files: string[]) => files.map((file) => file.slice(src.length));
const zh = JSON.parse(readFileSync(join(here, 'compiled/zh.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe("the first screen's part of the zh catalogue (production build)", () => {
  const modules = entryModules();

  it('follows the entry and the frame, not what they load with import()', () => {
    const files = relative(modules);
    expect(files).toContain('main.tsx');
    expect(files).toContain('layout/SiteHeader.tsx');
    expect(files).toContain('screens/home/HomeView.tsx');
    // Loaded with import() by the frame, shown over any screen: each carries its own part (below).
    expect(files).not.toContain('layout/SideMenuPanel.tsx');
    expect(files).not.toContain('app/SignInOverlay.tsx');
    // A screen the manifest loads lazily carries its own part (below).
    expect(files).not.toContain('screens/openbox/OpenBoxView.tsx');
  });

  it("lists the frame's lazily loaded parts, not the screens nor the other languages", () => {
    const parts = relative(lazyFrameParts(modules));
    expect(parts).toContain('layout/SideMenuPanel.tsx');
    expect(parts).toContain('app/SignInOverlay.tsx');
    expect(parts).not.toContain('screens/openbox/OpenBox.tsx');
    expect(parts).not.toContain('i18n/zhFull.ts');
  });

  it('gives a lazily loaded part of the frame the messages the first screen lacks', () => {
    const first = firstScreenCatalogue(zh, modules);
    const overlay = screenCatalogue(zh, join(src, 'app/SignInOverlay.tsx'), first);
    expect(overlay['account.mobile']).toEqual(zh['account.mobile']);
    expect(first['account.mobile']).toBeUndefined();
    expect(Object.keys(overlay).filter((id) => id in first)).toEqual([]);
  });

  it("holds the frame's and home's messages and leaves a lazy screen's out", () => {
    const part = firstScreenCatalogue(zh, modules);
    expect(part['chrome.signIn']).toEqual(zh['chrome.signIn']);
    expect(Object.keys(part).some((id) => id.startsWith('home.'))).toBe(true);
    expect(part['openbox.contents']).toBeUndefined();
    expect(Object.keys(part).length).toBeLessThan(Object.keys(zh).length / 2);
  });

  it("gives a lazy screen the messages of its modules and of the parts it loads itself, none of the first screen's", () => {
    const first = firstScreenCatalogue(zh, modules);
    const openbox = screenCatalogue(zh, join(src, 'screens/openbox/OpenBox.tsx'), first);
    expect(openbox['openbox.contents']).toEqual(zh['openbox.contents']);
    // The deposit sheet loads with import() the first time an opening is refused.
    expect(Object.keys(openbox).some((id) => id.startsWith('deposit.'))).toBe(true);
    expect(Object.keys(openbox).filter((id) => id in first)).toEqual([]);
    expect(Object.keys(openbox).length).toBeLessThan(Object.keys(zh).length / 4);
  });

  describe("a screen's parts loaded with import() that no screen imports statically", () => {
    const screens = [
      ...Object.values(routeScreens(readFileSync(join(src, 'routing/manifest.ts'), 'utf8'))),
      ...lazyFrameParts(modules),
    ];
    const parts = screenLazyParts(screens, modules);

    it('are the sheets, popups and stages shown once asked for, not a part some screen imports', () => {
      const files = relative(parts);
      expect(files).toContain('shared/deposit/DepositSheet.tsx');
      expect(files).toContain('screens/openbox/OpeningStage.tsx');
      expect(files).toContain('shared/frame/ChoicePopup.tsx');
      // The box page loads the range fields lazily, but the goods filters import them.
      expect(files).not.toContain('shared/frame/RangeFields.tsx');
      expect(files.filter((file) => screens.includes(join(src, file)))).toEqual([]);
    });

    it("carry their own messages: the screen's chunk holds only those of what it shows first", () => {
      const first = firstScreenCatalogue(zh, modules);
      const own = new Set(parts);
      const openbox = screenCatalogue(zh, join(src, 'screens/openbox/OpenBox.tsx'), first, own);
      const sheet = screenCatalogue(zh, join(src, 'shared/deposit/DepositSheet.tsx'), first, own);
      expect(openbox['openbox.contents']).toEqual(zh['openbox.contents']);
      expect(Object.keys(openbox).some((id) => id.startsWith('deposit.'))).toBe(false);
      expect(sheet['deposit.balance']).toEqual(zh['deposit.balance']);
      expect(Object.keys(sheet).filter((id) => id in first)).toEqual([]);
    });
  });
});
