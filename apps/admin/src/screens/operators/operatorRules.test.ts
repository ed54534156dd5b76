import { describe, expect, it } from 'vitest';
import { setupAddress, toggleRole } from './operatorRules';

describe('the operator form rules', () => {
  it('adds and removes a role, keeping the role table order', () => {
    expect(toggleRole(['support'], 'owner')).toEqual(['owner', 'support']);
    expect(toggleRole(['owner', 'support'], 'owner')).toEqual(['support']);
    expect(toggleRole([], 'content')).toEqual(['content']);
  });

  it('makes the setup path a whole address on the console origin', () => {
    expect(setupAddress('/admin/setup?token=abc_DEF-123', 'https://ops.example.com')).toBe(
      'https://ops.example.com/admin/setup?token=abc_DEF-123',
    );
  });
});
