import { useStores } from '@skinbox/stores';
import { Empty, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { useHref, useLayout } from '../../routing/layoutContext';
import { Page } from '../../shared/frame/Page';
import { useCall } from '../../shared/frame/useCall';
import { helpMessages } from './messages';
import { helpPageOf, helpPagesOf } from './pages';
import { richText } from './richText';

/**
 * A help page (SPEC section 2), the one the address names: its article in the chosen language,
 * and the group's menu.
 */
export const Help = observer(function Help() {
  const layout = useLayout();
  const base = useHref('help');
  const pages = helpPagesOf(layout);
  const page = helpPageOf(layout, useLocation().pathname.split('/').at(-1));
  const intl = useIntl();
  const { api, app } = useStores();
  const articles = useCall(
    () => api.index.getArticleList({ type: page.type, platformId: app.platformId }),
    `${page.type}:${app.platformId}`,
  );
  // Before the module list arrives every page shows; then the switches decide (SPEC section 6).
  const shown = pages.filter(
    (p) => !p.module || app.modules.length === 0 || app.isModuleOn(p.module) || p === page,
  );
  return (
    <Page layout={layout} title={intl.formatMessage(helpMessages.heading)}>
      <nav aria-label={intl.formatMessage(helpMessages.pages)}>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
          }}
        >
          {shown.map((p) => (
            <li key={p.path}>
              <NavLink
                to={`${base}/${p.path}`}
                css={(theme) => ({
                  color: theme.color.textMuted,
                  '&[aria-current="page"]': { color: theme.color.primary, fontWeight: 700 },
                })}
              >
                {intl.formatMessage(p.title)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {articles.loading && !articles.data && <Loading />}
      {articles.data?.length === 0 && <Empty />}
      {articles.data?.map((article) => (
        <article key={article.id} css={{ lineHeight: 1.7 }}>
          <h2>{article.title}</h2>
          {richText(article.content)}
        </article>
      ))}
    </Page>
  );
});
