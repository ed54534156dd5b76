import { describe, expect, it } from 'vitest';
import { numberList, optionalText, wholeNumber } from './formValues';

describe('form values', () => {
  it('leaves an empty number out and sends anything else as typed', () => {
    expect(wholeNumber(' ')).toBeUndefined();
    expect(wholeNumber(' 12 ')).toBe(12);
    // The contract refuses it with its own message; the form does not round it.
    expect(wholeNumber('1.5')).toBe(1.5);
    expect(wholeNumber('ten')).toBeNaN();
  });

  it('leaves an empty amount out', () => {
    expect(optionalText('')).toBeUndefined();
    expect(optionalText(' 8.80 ')).toBe('8.80');
  });

  it('reads a pasted list of ids whatever separates them', () => {
    expect(numberList('1042, 7\n13；8 ,')).toEqual([1042, 7, 13, 8]);
    expect(numberList('  ')).toEqual([]);
  });
});
