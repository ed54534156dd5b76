// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@skinbox/ui';
import { describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(join(site, 'src/i18n/lang', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('site catalogues (FormatJS)', () => {
  it('are what extraction, merging and compiling give from the source (run `pnpm i18n`)', () => {
    expect(() =>
      execFileSync('node', ['scripts/i18n.mjs', '--check'], { cwd: site, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it.each(LOCALES)('%s has exactly the keys of zh, none empty', (locale) => {
    const zh = catalogue('zh');
    const texts = catalogue(locale);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(zh).sort());
    for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
  });
});
