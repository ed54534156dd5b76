import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useContext } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LayoutContext, useHref, useLayout } from '../../routing/layoutContext';
import { Page } from '../../shared/frame/Page';
import { battleMessages } from '../battle-common/messages';
import { linkButtonCss } from '../battle-common/linkButtonCss';
import { BattleLobbyView } from './BattleLobbyView';
import { battleGroupMessages } from './messages';
import { battlePageOf, battlePagesOf } from './pages';
import { useBattleLobbyScreen } from './useBattleLobbyScreen';

const Lobby = observer(function Lobby({
  detailHref,
  createHref,
}: {
  detailHref: string;
  createHref: string;
}) {
  return (
    <BattleLobbyView {...useBattleLobbyScreen()} detailHref={detailHref} createHref={createHref} />
  );
});

// The histories and the help page load when one of them is opened: the lobby, the group's first
// page, does not wait for their paged list (the kit's list, pagination and pull-to-refresh) and
// their texts, 6 KB gzip.
const BattleHistory = lazy(() =>
  import('./BattleHistory').then((m) => ({ default: m.BattleHistory })),
);
const BattleHelpView = lazy(() =>
  import('./BattleHelpView').then((m) => ({ default: m.BattleHelpView })),
);

/**
 * The battle group (SPEC section 2): /m/battle with list, battleHistory, myBattleHistory and
 * battleHelp; /p/battle with list, mylist and battleHistory. The page the address names, the
 * group's menu, the way to create a room, the rank and the battle boxes (each shown while its
 * module switch is on: Battle for the group, BattleRank for the rank).
 */
export const Battle = observer(function Battle() {
  const layout = useLayout();
  const intl = useIntl();
  const { app } = useStores();
  const site = useContext(LayoutContext);
  const base = useHref('battle');
  const detailHref = useHref('battleDetail');
  const createHref = useHref('createbattle');
  const rankHref = useHref('rank');
  const boxesHref = site?.hrefOf('battleBoxIntro') ?? site?.hrefOf('battleBoxDetails');
  const page = battlePageOf(layout, useLocation().pathname.split('/').at(-1));
  const rankShown = app.modules.length === 0 || app.isModuleOn('BattleRank');
  return (
    <Page
      layout={layout}
      title={intl.formatMessage(page.title)}
      actions={
        <Link to={createHref} css={(theme) => linkButtonCss(theme)}>
          {intl.formatMessage(battleMessages.create)}
        </Link>
      }
    >
      <nav
        aria-label={intl.formatMessage(battleGroupMessages.pages)}
        css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' }}
      >
        {battlePagesOf(layout).map((p) => (
          <NavLink
            key={p.path}
            to={`${base}/${p.path}`}
            css={(theme) => ({
              color: theme.color.textMuted,
              textDecoration: 'none',
              paddingBottom: 4,
              borderBottom: '2px solid transparent',
              '&[aria-current="page"]': {
                color: theme.color.primary,
                fontWeight: 700,
                borderBottomColor: theme.color.primary,
              },
            })}
          >
            {intl.formatMessage(p.title)}
          </NavLink>
        ))}
        <span css={{ marginLeft: 'auto', display: 'flex', gap: 16 }}>
          {rankShown && (
            <Link to={rankHref} css={(theme) => ({ color: theme.color.primary })}>
              {intl.formatMessage(battleGroupMessages.rank)}
            </Link>
          )}
          {boxesHref && (
            <Link to={boxesHref} css={(theme) => ({ color: theme.color.primary })}>
              {intl.formatMessage(battleGroupMessages.boxes)}
            </Link>
          )}
        </span>
      </nav>
      {page.shows === 'lobby' && <Lobby detailHref={detailHref} createHref={createHref} />}
      <Suspense fallback={null}>
        {page.shows === 'history' && (
          <BattleHistory key="all" whose="all" detailHref={detailHref} />
        )}
        {page.shows === 'mine' && <BattleHistory key="mine" whose="mine" detailHref={detailHref} />}
        {page.shows === 'help' && <BattleHelpView />}
      </Suspense>
    </Page>
  );
});
