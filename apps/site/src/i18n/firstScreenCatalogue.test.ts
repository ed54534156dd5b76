import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryModules, firstScreenCatalogue } from '../../firstScreenCatalogue';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..', '/');
const relative = (files: string[]) => files.map((file) => file.slice(src.length));
const zh = JSON.parse(readFileSync(join(here, 'compiled/zh.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe("the first screen's part of the zh catalogue (production build)", () => {
  const modules = entryModules();

  it('follows the entry, the frame and its lazily loaded parts, not the lazy screens', () => {
    const files = relative(modules);
    expect(files).toContain('main.tsx');
    expect(files).toContain('layout/SiteHeader.tsx');
    expect(files).toContain('screens/home/HomeView.tsx');
    // Loaded with import() by the frame, shown over any screen.
    expect(files).toContain('layout/SideMenuPanel.tsx');
    expect(files).toContain('app/SignInOverlay.tsx');
    // A screen the manifest loads lazily waits for the whole catalogue instead.
    expect(files).not.toContain('screens/openbox/OpenBoxView.tsx');
  });

  it("holds the frame's and home's messages and leaves a lazy screen's out", () => {
    const part = firstScreenCatalogue(zh, modules);
    expect(part['chrome.signIn']).toEqual(zh['chrome.signIn']);
    expect(Object.keys(part).some((id) => id.startsWith('home.'))).toBe(true);
    expect(part['openbox.contents']).toBeUndefined();
    expect(Object.keys(part).length).toBeLessThan(Object.keys(zh).length / 2);
  });
});
