import { describe, expect, it } from 'vitest';
import { splitOptions, type OptionKeys } from './splitOptions';

interface Options {
  value?: number;
  onChange?: (value: number) => void;
}
const KEYS: OptionKeys<Options> = { value: true, onChange: true };

describe('splitOptions', () => {
  it('gives the hook its options and the element everything else', () => {
    const onChange = () => {};
    const [options, rest] = splitOptions(
      { value: 3, onChange, className: 'a', 'aria-label': 'b', 'data-x': 'c' },
      KEYS,
    );
    expect(options).toEqual({ value: 3, onChange });
    expect(rest).toEqual({ className: 'a', 'aria-label': 'b', 'data-x': 'c' });
  });

  it('leaves out the options not given, so a hook still tells controlled from uncontrolled', () => {
    const [options] = splitOptions({ className: 'a' } as Options & { className: string }, KEYS);
    expect('value' in options).toBe(false);
  });

  it('does not take inherited names for options', () => {
    const [options, rest] = splitOptions({ toString: 'x' }, KEYS);
    expect(options).toEqual({});
    expect(rest).toEqual({ toString: 'x' });
  });
});
