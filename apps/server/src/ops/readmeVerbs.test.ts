import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpLines } from './run';

const README = new URL('../../../../README.md', import.meta.url);
const BLOCK = /<!-- pnpm ops help -->\n+```text\n([\s\S]*?)\n```\n+<!-- \/pnpm ops help -->/;

describe('the README', () => {
  it('lists every ops verb with its summary, exactly as `pnpm ops help` prints them', () => {
    const listed = BLOCK.exec(readFileSync(README, 'utf8'))?.[1];
    // On a difference: paste the output of `pnpm ops help` between the README's markers.
    expect(listed?.split('\n')).toEqual(helpLines(undefined));
  });
});
