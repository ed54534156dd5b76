import { Global, ThemeProvider } from '@emotion/react';
import { useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE } from '../locale/intlLocale';
import { PortalContainerContext } from '../popup/portalContainer';
import { useKitMessages } from '../locale/catalogues';
import type { KitMessages, Locale } from '../locale/types';
import { darkTokens, type ThemeTokens } from '../theme/tokens';
import { cssVariables, theme } from '../theme/theme';

export interface KitProviderProps {
  /** Token set to apply; defaults to the site's dark theme. */
  tokens?: ThemeTokens;
  /** Language of the texts; one other than zh must first be added with `addKitLocale`. */
  locale?: Locale;
  /**
   * Texts that replace the kit's own for this subtree, by id (e.g. `{ 'ui.dialog.confirm': 'OK' }`).
   * Imperative widgets (toast, notify, dialog) render in their own layer and keep the kit's texts.
   */
  messages?: KitMessages;
  /**
   * 'root' writes the variables on :root, so portals (toasts, popups) see them too; 'local' scopes
   * them to this subtree, e.g. to show two skins side by side. A local scope also holds the
   * container that its popups (Popup, Dialog, ImagePreview…) render into, so they keep its skin;
   * the imperative widgets (toast, notify, showDialog…) still render outside and follow :root.
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
  // A new catalogue object makes IntlProvider build a new intl and re-render every text below.
  const kit = useKitMessages(locale);
  const catalogue = useMemo(() => (messages ? { ...kit, ...messages } : kit), [kit, messages]);
  // Popups inside a local scope render into this element, kept at the scope's end. It exists from
  // the first render (a popup shown at mount portals into it at once) and is attached during the
  // commit, before any effect moves focus into a popup.
  const [portalContainer] = useState(() =>
    typeof document === 'undefined' ? null : createPortalContainer(),
  );
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} messages={catalogue} defaultLocale="zh">
      <ThemeProvider theme={theme}>
        {scope === 'root' ? (
          <>
            <Global styles={{ ':root': variables }} />
            <PortalContainerContext value={null}>{children}</PortalContainerContext>
          </>
        ) : (
          <div data-kit-scope="" style={{ ...variables, display: 'contents' }}>
            <PortalContainerContext value={portalContainer}>{children}</PortalContainerContext>
            <div
              data-kit-portal-host=""
              style={{ display: 'contents' }}
              ref={(host) => {
                if (host && portalContainer) host.append(portalContainer);
              }}
            />
          </div>
        )}
      </ThemeProvider>
    </IntlProvider>
  );
}

/** A box-less element (display: contents) that popups of a local scope render into. */
function createPortalContainer() {
  const container = document.createElement('div');
  container.setAttribute('data-kit-portal', '');
  container.style.display = 'contents';
  return container;
}
