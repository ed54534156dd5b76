import { ThemeProvider } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { INTL_LOCALE } from '../locale/intlLocale';
import { kitMessages } from '../locale/catalogues';
import { LOCALES, type Locale } from '../locale/types';
import { theme } from '../theme/theme';

/**
 * The page's language as declared on `<html lang>` (the site keeps it in step with its language
 * switch), so imperative widgets speak the same language without being told.
 */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase();
  if (lang === 'zh-tw' || lang === 'zh-hk' || lang === 'zh-hant' || lang === 'tw') return 'tw';
  const base = lang.split('-')[0] as Locale;
  return LOCALES.includes(base) ? base : 'zh';
}

export interface ImperativeLayer {
  /** Shows `node` in the layer, with the kit's theme and catalogue in `locale`. */
  render(node: ReactNode, locale?: Locale): void;
  /** Empties the layer; its container stays for the next show. */
  clear(): void;
}

/**
 * A React root of its own for imperative widgets (Toast.show, Dialog.confirm...). Nothing happens
 * at import: the container div is appended to body on the first show (tree-shaking and SSR stay
 * safe), and re-created if something removed it from the page. The theme's CSS variables come from
 * `:root`, where KitProvider (scope 'root') writes them.
 */
export function createImperativeLayer(name: string): ImperativeLayer {
  let container: HTMLDivElement | null = null;
  let root: Root | null = null;

  function ensureRoot(): Root {
    if (!root || !container?.isConnected) {
      root?.unmount();
      container = document.createElement('div');
      container.dataset.sbLayer = name;
      document.body.append(container);
      root = createRoot(container);
    }
    return root;
  }

  return {
    render(node, locale = documentLocale()) {
      ensureRoot().render(
        <IntlProvider
          locale={INTL_LOCALE[locale]}
          messages={kitMessages(locale)}
          defaultLocale="zh"
        >
          <ThemeProvider theme={theme}>{node}</ThemeProvider>
        </IntlProvider>,
      );
    },
    clear() {
      root?.render(null);
    },
  };
}

export interface SingleViewLayer {
  /**
   * Shows the view `render` draws, replacing the one shown; `render` gets the close function the
   * view calls when it ends, which also calls `onClose`. The handle closes this view, unless a
   * newer one replaced it already.
   */
  show(
    render: (close: () => void) => ReactNode,
    options?: { locale?: Locale | undefined; onClose?: (() => void) | undefined },
  ): { close(): void };
  /** Closes whatever the layer shows. */
  clear(): void;
}

/** An imperative layer that shows one view at a time (toast, notify, prize toast). */
export function createSingleViewLayer(name: string): SingleViewLayer {
  const layer = createImperativeLayer(name);
  let currentId = 0;
  const close = (id: number) => {
    if (id !== currentId) return;
    currentId += 1;
    layer.clear();
  };
  return {
    show(render, { locale, onClose } = {}) {
      currentId += 1;
      const id = currentId;
      const ended = () => {
        close(id);
        onClose?.();
      };
      layer.render(<Fragment key={id}>{render(ended)}</Fragment>, locale);
      return { close: () => close(id) };
    },
    clear: () => close(currentId),
  };
}
