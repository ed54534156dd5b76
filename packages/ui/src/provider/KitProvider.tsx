import { Global, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { kitMessages, type Locale } from '../locale/messages';
import { darkTokens, type ThemeTokens } from '../theme/tokens';
import { cssVariables, theme } from '../theme/theme';

export interface KitProviderProps {
  /** Token set to apply; defaults to the site's dark theme. */
  tokens?: ThemeTokens;
  locale?: Locale;
  /**
   * 'root' writes the variables on :root, so portals (toasts, popups) see them too; 'local' scopes
   * them to this subtree, e.g. to show two skins side by side.
   */
  scope?: 'root' | 'local';
  children?: ReactNode;
}

/** Supplies the kit's theme (as CSS variables on :root) and its text catalogue. */
export function KitProvider({
  tokens = darkTokens,
  locale = 'zh',
  scope = 'root',
  children,
}: KitProviderProps) {
  const variables = cssVariables(tokens);
  return (
    <IntlProvider locale={locale} messages={kitMessages[locale]} defaultLocale="zh">
      <ThemeProvider theme={theme}>
        {scope === 'root' ? (
          <>
            <Global styles={{ ':root': variables }} />
            {children}
          </>
        ) : (
          <div data-kit-scope="" style={{ ...variables, display: 'contents' }}>
            {children}
          </div>
        )}
      </ThemeProvider>
    </IntlProvider>
  );
}
