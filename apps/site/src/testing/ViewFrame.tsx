import { StoresProvider, type RootStore } from '@skinbox/stores';
import { kitMessages, type Locale } from '@skinbox/ui';
import type { Meta } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { intlLocale } from '../app/intlLocale';
import en from '../i18n/compiled/en.json';
import ko from '../i18n/compiled/ko.json';
import tw from '../i18n/compiled/tw.json';
import vi from '../i18n/compiled/vi.json';
import zh from '../i18n/compiled/zh.json';
import type { Catalogue } from '../i18n/catalogues';
import type { Layout } from '../layout/device';
import { LayoutContext } from '../routing/layoutContext';
import { SITE_LAYOUTS } from '../routing/manifest';
import { TOKEN, baseRoutes, userInfo } from './gameFixtures';
import { mockStore } from './mockStore';
import type { MockRoutes } from './mockTransport';
import { DEFAULT_LOCALE, LOCALES } from '@skinbox/api';

/** Stories switch between all five languages, as the running site loads one at a time. */
const SITE_CATALOGUES: Record<Locale, unknown> = { zh, en, vi, ko, tw };

/** The states a designer reviews a screen in; every screen story takes them as its controls. */
export interface DesignerArgs {
  language: Locale;
  /** m: a 375 px phone; p: the desktop width. */
  layout: Layout;
  signedIn: boolean;
  /** The signed-in player's coins, e.g. '0.00' to see what running out looks like. */
  balance: string;
}

export const DESIGNER_ARGS: DesignerArgs = {
  language: DEFAULT_LOCALE,
  layout: 'm',
  signedIn: true,
  balance: '328.50',
};

/** Storybook controls for the designer args. */
export const DESIGNER_ARG_TYPES = {
  language: { control: 'inline-radio', options: [...LOCALES] },
  layout: { control: 'inline-radio', options: ['m', 'p'] },
  signedIn: { control: 'boolean' },
  balance: { control: 'text' },
} satisfies Meta['argTypes'];

/**
 * A designer-state story's args and controls: the designer args, and the `state` of the view's
 * designerStates.ts chosen from `states`, `initial` (the first by default) shown first.
 */
export function designerStateArgs<const S extends string>(
  states: readonly [S, ...S[]],
  initial: S = states[0],
) {
  return {
    args: { ...DESIGNER_ARGS, state: initial },
    argTypes: {
      ...DESIGNER_ARG_TYPES,
      state: { control: 'inline-radio' as const, options: states },
    },
  };
}

/**
 * A screen's view as the site frames it, in the designer's chosen state: the stores over mock
 * routes (the player signed in or out, with their balance), the site's and the kit's texts in the
 * chosen language, a router and the layout's context; a phone frame for the mobile layout.
 */
export function ViewFrame({
  language,
  layout,
  signedIn,
  balance,
  routes = {},
  path = `/${layout}/home`,
  children,
}: DesignerArgs & {
  /** The address the screen reads (its query), e.g. /m/openbox?boxId=1. */
  path?: string;
  /** What the screen's own calls answer (the frame answers the player and index calls). */
  routes?: MockRoutes;
  children: ReactNode;
}) {
  const store: RootStore = useMemo(() => {
    const created = mockStore({
      ...(signedIn ? { token: TOKEN } : {}),
      routes: { ...baseRoutes(userInfo({}, balance)), ...routes },
    });
    created.prefs.setLanguage(language);
    if (signedIn) void created.user.loadInfo();
    return created;
  }, [language, signedIn, balance, routes]);
  // react-intl takes plain (kit) and pre-parsed (site) messages side by side.
  const messages = {
    ...kitMessages(language),
    ...(SITE_CATALOGUES[language] as Catalogue),
  } as unknown as Catalogue;
  const mobile = layout === 'm';
  return (
    <StoresProvider store={store}>
      <IntlProvider locale={intlLocale(language)} messages={messages}>
        <MemoryRouter initialEntries={[path]}>
          <LayoutContext value={SITE_LAYOUTS[layout]}>
            <div
              data-testid="story-frame"
              lang={intlLocale(language)}
              css={(theme) => ({
                width: mobile ? 375 : '100%',
                minHeight: mobile ? 812 : undefined,
                margin: mobile ? '0 auto' : undefined,
                background: theme.color.background,
                color: theme.color.text,
                fontFamily: theme.fontFamily,
                outline: mobile ? `1px solid ${theme.color.border}` : undefined,
              })}
            >
              {children}
            </div>
          </LayoutContext>
        </MemoryRouter>
      </IntlProvider>
    </StoresProvider>
  );
}
