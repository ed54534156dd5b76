import { describe, expect, it } from 'vitest';
import { withoutDefaultMessages } from '../../withoutDefaultMessages';

describe('message descriptors without their zh defaults (production build)', () => {
  const source = [
    "const title = defineMessage({ id: 'home.title', defaultMessage: '首页' });",
    'const messages = defineMessages({',
    '  open: {',
    "    id: 'box.open',",
    "    defaultMessage: '打开 {count} 个',",
    '  },',
    "  sell: { defaultMessage: `出售`, id: 'bag.sell' },",
    '});',
    "const plain = { defaultMessage: 'not a descriptor' };",
  ].join('\n');

  it('blanks every descriptor’s defaultMessage and keeps its id', () => {
    const lean = withoutDefaultMessages(source);
    expect(lean).toContain("id: 'home.title'");
    expect(lean).toContain("id: 'box.open'");
    expect(lean).toContain("id: 'bag.sell'");
    expect(lean).not.toContain('首页');
    expect(lean).not.toContain('打开');
    expect(lean).not.toContain('出售');
    // Still a program: the commas after the blanked properties went with them.
    expect(() => new Function(lean.replace(/define(Message|Messages)/g, ''))).not.toThrow();
  });

  it('keeps every other character on its line and column, so the source map stays right', () => {
    const lean = withoutDefaultMessages(source);
    expect(lean).toHaveLength(source.length);
    expect(lean.split('\n').map((line) => line.length)).toEqual(
      source.split('\n').map((line) => line.length),
    );
  });

  it('leaves an object without an id alone, and a module without descriptors unchanged', () => {
    expect(withoutDefaultMessages(source)).toContain("{ defaultMessage: 'not a descriptor' }");
    const none = 'export const n = 1;';
    expect(withoutDefaultMessages(none)).toBe(none);
  });
});
