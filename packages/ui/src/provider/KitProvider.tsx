import { Global, ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE } from '../locale/intlLocale';
import { kitMessages, type KitMessages, type Locale } from '../locale/messages';
import { darkTokens, type ThemeTokens } from '../theme/tokens';
import { cssVariables, theme } from '../theme/theme';

export interface KitProviderProps {
  /** Token set to apply; defaults to the site's dark theme. */
  tokens?: ThemeTokens;
  locale?: Locale;
  /**
   * Texts that replace the kit's own for this subtree, by id (e.g. `{ 'ui.dialog.confirm': 'OK' }`).
   * Imperative widgets (toast, notify, dialog) render in their own layer and keep the kit's texts.
   */
  messages?: KitMessages;
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
  messages,
  children,
}: KitProviderProps) {
  const variables = cssVariables(tokens);
  return (
    <IntlProvider
      locale={INTL_LOCALE[locale]}
      messages={messages ? { ...kitMessages[locale], ...messages } : kitMessages[locale]}
      defaultLocale="zh"
    >
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
