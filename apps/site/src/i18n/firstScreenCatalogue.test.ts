import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  entryModules,
  firstScreenCatalogue,
  lazyFrameParts,
  lazyScreenParts,
  screenCatalogue,
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

  it("gives a lazy screen the messages of its own modules, none of the first screen's nor of the parts it loads itself", () => {
    const first = firstScreenCatalogue(zh, modules);
    const openbox = screenCatalogue(zh, join(src, 'screens/openbox/OpenBox.tsx'), first);
    expect(openbox['openbox.contents']).toEqual(zh['openbox.contents']);
    // The deposit sheet loads with import() the first time an opening is refused: it carries its own.
    expect(Object.keys(openbox).some((id) => id.startsWith('deposit.'))).toBe(false);
    expect(Object.keys(openbox).filter((id) => id in first)).toEqual([]);
    expect(Object.keys(openbox).length).toBeLessThan(Object.keys(zh).length / 4);
  });

  it('lists what the lazy screens load with import() themselves, and gives each its messages', () => {
    const screens = ['screens/openbox/OpenBox.tsx', 'screens/battle-detail/BattleDetail.tsx'];
    const parts = relative(lazyScreenParts(screens.map((screen) => join(src, screen))));
    expect(parts).toContain('shared/deposit/DepositSheet.tsx');
    expect(parts).toContain('screens/battle-detail/PasswordDialog.tsx');
    expect(parts).toContain('screens/battle-verify/BattleVerify.tsx');
    expect(parts).not.toContain('screens/openbox/OpenBox.tsx');
    const first = firstScreenCatalogue(zh, modules);
    const sheet = screenCatalogue(zh, join(src, 'shared/deposit/DepositSheet.tsx'), first);
    expect(Object.keys(sheet).some((id) => id.startsWith('deposit.'))).toBe(true);
    const room = screenCatalogue(zh, join(src, 'screens/battle-detail/BattleDetail.tsx'), first);
    expect(room['formula.battle']).toBeUndefined();
  });

  // It parses every lazy screen's modules: seconds on two loaded cores, beyond the 15 s default.
  it("keeps the box page's sheet and the picker popup out of the screens' chunks", () => {
    const screens = [...Object.values(routeScreens()), ...lazyFrameParts(modules)];
    const parts = relative(lazyScreenParts(screens));
    expect(parts).toContain('shared/frame/ChoicePopup.tsx');
    const first = firstScreenCatalogue(zh, modules);
    const openbox = screenCatalogue(zh, join(src, 'screens/openbox/OpenBox.tsx'), first);
    expect(openbox['openbox.contents']).toEqual(zh['openbox.contents']);
    expect(Object.keys(openbox).some((id) => id.startsWith('deposit.'))).toBe(false);
  }, 60_000);

  it("keeps the crash verifier's messages (its checks, the formulas) with the verifier, not the screen", () => {
    const crash = join(src, 'screens/crash/Crash.tsx');
    const verifier = join(src, 'screens/crash/RoundVerifier.tsx');
    expect(lazyScreenParts([crash])).toContain(verifier);
    const first = firstScreenCatalogue(zh, modules);
    const screen = screenCatalogue(zh, crash, first);
    const part = screenCatalogue(zh, verifier, first);
    expect(screen['crash.fairness']).toEqual(zh['crash.fairness']);
    for (const id of ['crash.checkChain', 'crash.verdictFair', 'formula.crashPoint']) {
      expect(screen[id], id).toBeUndefined();
      expect(part[id], id).toEqual(zh[id]);
    }
  });
});
