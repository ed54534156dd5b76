import { describe, expect, it } from 'vitest';
import { changedModules, switchModule, type ModuleRow } from './moduleSwitches';

const saved: ModuleRow[] = [
  { name: 'Roll', on: true },
  { name: 'Mall', on: false },
  { name: 'Battle', on: true },
];

describe('module switches', () => {
  it('turns one module and keeps the others', () => {
    expect(switchModule(saved, 'Mall', true)).toEqual([
      { name: 'Roll', on: true },
      { name: 'Mall', on: true },
      { name: 'Battle', on: true },
    ]);
  });

  it('counts only switches that differ from the saved ones', () => {
    const once = switchModule(saved, 'Roll', false);
    expect(changedModules(saved, once)).toBe(1);
    expect(changedModules(saved, switchModule(once, 'Roll', true))).toBe(0);
  });
});
