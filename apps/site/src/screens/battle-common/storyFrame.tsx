import type { Decorator } from '@storybook/react-vite';
import { kitMessages } from '@skinbox/ui';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { defaultCatalogue, type Catalogue } from '../../i18n/catalogues';
import { LayoutContext } from '../../routing/layoutContext';
import { SITE_LAYOUTS } from '../../routing/manifest';
import { DEFAULT_LOCALE } from '@skinbox/api';

// react-intl takes plain (kit) and pre-parsed (site) messages side by side; its type wants one kind.
const messages = { ...kitMessages(DEFAULT_LOCALE), ...defaultCatalogue } as unknown as Catalogue;

/**
 * The frame of a battle view's stories: the site's zh catalogue, a router for the views' links,
 * the layout's context, and a 375 px phone for the /m layout (args.layout).
 */
export const battleStoryFrame: Decorator = (Story, { args }) => {
  const layout = (args as { layout?: 'm' | 'p' }).layout ?? 'p';
  return (
    <IntlProvider locale="zh-CN" messages={messages}>
      <MemoryRouter>
        <LayoutContext value={SITE_LAYOUTS[layout]}>
          <div
            css={(theme) => ({
              width: layout === 'm' ? 375 : '100%',
              margin: layout === 'm' ? '0 auto' : undefined,
              background: theme.color.background,
              color: theme.color.text,
              fontFamily: theme.fontFamily,
            })}
          >
            <Story />
          </div>
        </LayoutContext>
      </MemoryRouter>
    </IntlProvider>
  );
};
