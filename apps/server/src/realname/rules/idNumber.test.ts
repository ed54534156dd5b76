import { describe, expect, it } from 'vitest';
import { idNumberCheckCharacter, isAdult, isValidIdNumber } from './idNumber';

// 11010519491231002X is the worked example of GB 11643-1999.
describe('resident ID numbers', () => {
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
  });

  it('accepts the standard example with a lower-case x', () => {
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
  });

  it('refuses a birth date that does not exist', () => {
    const first17 = '11010519490230002';
    expect(isValidIdNumber(first17 + idNumberCheckCharacter(first17))).toBe(false);
  });

  it('tells adults from minors on the 18th birthday', () => {
    const first17 = '11010520080601002';
    const id = first17 + idNumberCheckCharacter(first17);
    expect(isAdult(id, new Date('2026-05-31T23:59:59Z'))).toBe(false);
    expect(isAdult(id, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });
});
