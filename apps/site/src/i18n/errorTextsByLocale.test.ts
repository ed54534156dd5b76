import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textsIn, zhOnly } from '../../errorTextsByLocale';
import { errorTextsIn } from './errorTexts';

const boxesFile = createRequire(import.meta.url).resolve(
  '../../../../packages/api/src/contract/errors/boxes.ts',
);

describe('the error texts by language (production build)', () => {
  it("keeps only each message's zh text in a domain file, every line in its place", () => {
    const source = readFileSync(boxesFile, 'utf8');
    const lean = zhOnly(source, boxesFile);
    expect(lean).toContain("zh: '余额不足'");
    expect(lean).not.toContain('Insufficient balance');
    expect(lean).not.toContain('餘額不足');
    expect(lean.split('\n')).toHaveLength(source.split('\n').length);
  });

  it("writes out another language's texts as the whole catalogue holds them", () => {
    for (const locale of ['en', 'vi', 'ko', 'tw'] as const)
      expect(textsIn(locale)).toEqual(errorTextsIn(locale));
  });
});
