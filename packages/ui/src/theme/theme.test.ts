import { describe, expect, it } from 'vitest';
import { cssVariables, theme } from './theme';
import { darkTokens, lightTokens } from './tokens';

/** Every leaf of a token tree, as [path, value]. */
function leaves(node: object, path: string[] = []): [string[], string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key], value] as [string[], string]]
      : leaves(value as object, [...path, key]),
  );
}

describe('cssVariables', () => {
  it('names each token --sb- plus its path in kebab case, as the README lists them', () => {
    const variables = cssVariables(darkTokens);
    expect(variables['--sb-color-background']).toBe('#0f1016');
    expect(variables['--sb-color-surface-raised']).toBe('#252837');
    expect(variables['--sb-color-text-muted']).toBe('#9aa0b4');
    expect(variables['--sb-rarity-mil-spec']).toBe('#4b69ff');
    expect(variables['--sb-space-xs']).toBe('4px');
    expect(variables['--sb-radius-round']).toBe('999px');
    expect(variables['--sb-font-size-xl']).toBe('20px');
    expect(variables['--sb-font-family']).toBe(darkTokens.fontFamily);
    expect(variables['--sb-font-size-display']).toBe('40px');
    expect(variables['--sb-font-weight-bold']).toBe('700');
    expect(variables['--sb-shadow-md']).toBe(darkTokens.shadow.md);
    expect(variables['--sb-motion-fast']).toBe('150ms');
    expect(variables['--sb-motion-ease-out']).toBe('cubic-bezier(0.2, 0.8, 0.2, 1)');
  });

  it('gives each skin its own elevation and the same scales', () => {
    expect(lightTokens.shadow.md).not.toBe(darkTokens.shadow.md);
    expect(lightTokens.motion).toEqual(darkTokens.motion);
    expect(lightTokens.fontSize).toEqual(darkTokens.fontSize);
  });

  it('writes one variable per token and nothing else', () => {
    expect(Object.keys(cssVariables(lightTokens))).toHaveLength(leaves(lightTokens).length);
    expect(cssVariables(lightTokens)['--sb-color-primary']).toBe('#2563eb');
  });
});

describe('theme', () => {
  it('reads every token through its variable, so a skin changes no widget', () => {
    expect(theme.color.surfaceRaised).toBe('var(--sb-color-surface-raised)');
    expect(theme.rarity.milSpec).toBe('var(--sb-rarity-mil-spec)');
    expect(theme.fontFamily).toBe('var(--sb-font-family)');
    const names = Object.keys(cssVariables(darkTokens));
    for (const [path] of leaves(darkTokens)) {
      const leaf = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        theme,
      );
      expect(names).toContain(String(leaf).slice('var('.length, -1));
    }
  });
});
