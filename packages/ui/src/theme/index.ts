export { darkTokens, lightTokens, type ThemeTokens } from './tokens';
export { cssVariables, theme, type KitTheme } from './theme';
