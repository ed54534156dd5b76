import { darkTokens, type ThemeTokens } from './tokens';

type VarTree<T> = { [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const PREFIX = '--sb';

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function walk(
  node: object,
  path: string[],
  leaf: (name: string, value: string) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const next = [...path, kebab(key)];
      return [
        key,
        typeof value === 'string'
          ? leaf(`${PREFIX}-${next.join('-')}`, value)
          : walk(value as object, next, leaf),
      ];
    }),
  );
}

/** The CSS custom properties that carry `tokens`, e.g. `--sb-color-primary`. */
export function cssVariables(tokens: ThemeTokens): Record<string, string> {
  const out: Record<string, string> = {};
  walk(tokens, [], (name, value) => {
    out[name] = value;
    return value;
  });
  return out;
}

/**
 * The Emotion theme: the same tree as the tokens, but every leaf is `var(--sb-…)`, so styles
 * follow whatever tokens the nearest `KitProvider` set.
 */
export const theme = walk(darkTokens, [], (name) => `var(${name})`) as VarTree<ThemeTokens>;

export type KitTheme = VarTree<ThemeTokens>;

// Widgets and the site type `css={(theme) => …}` against the kit's theme.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends KitTheme {}
}
