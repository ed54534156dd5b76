import { Avatar, Empty, Loading, Price, Tabs } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Page } from '../../shared/frame/Page';
import { battleRankMessages } from './messages';
import type { DailyPrizeTab } from '../ranking/useDailyPrizeTab';
import type { BattleRankScreen, RankPeriod } from './useBattleRankScreen';
import { nickNameIn } from '../../shared/nickname/nickName';
import { SCREENS } from '../../routing/manifest';
import { MINUTE_MS } from '@skinbox/rules';

const MEDAL = ['#f5b70a', '#c0c6d4', '#cd7f32'];
const PRIZE_TAB = 'prize';
/** The period's bounds as month, day, hour and minute in the viewer's own time zone. */
const STAMP = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

/** The battle rank as the player sees it (useBattleRankScreen): today's or this week's winners. */
export function BattleRankView({
  prizeTab,
  ...screen
}: BattleRankScreen & { prizeTab?: DailyPrizeTab }) {
  const intl = useIntl();
  const { layout } = screen;
  const board = (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12, paddingTop: 12 }}>
      {screen.range && (
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(battleRankMessages.period, {
            from: intl.formatDate(screen.range.start, STAMP),
            // The period ends just before its end instant: the last minute it counts.
            to: intl.formatDate(Date.parse(screen.range.end) - MINUTE_MS, STAMP),
          })}
        </span>
      )}
      {screen.rows === null && screen.loading && <Loading />}
      {screen.rows?.length === 0 && (
        <Empty description={intl.formatMessage(battleRankMessages.empty)} />
      )}
      {screen.rows && screen.rows.length > 0 && (
        <ol
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
          }}
        >
          {screen.rows.map((row) => (
            <li
              key={row.userId}
              aria-label={intl.formatMessage(battleRankMessages.place, { rank: row.rank })}
              css={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: `${theme.space.sm} ${theme.space.md}`,
                borderRadius: theme.radius.lg,
                background: theme.color.surface,
                border: `1px solid ${row.userId === screen.viewerId ? theme.color.primary : 'transparent'}`,
              })}
            >
              <span
                css={(theme) => ({
                  width: 28,
                  textAlign: 'center',
                  fontWeight: 800,
                  fontSize: row.rank <= 3 ? theme.fontSize.xl : theme.fontSize.md,
                  color: MEDAL[row.rank - 1] ?? theme.color.textMuted,
                })}
              >
                {row.rank}
              </span>
              <Avatar
                avater={row.avater}
                avaterFrame={row.avaterFrame}
                isAnchor={row.isAnchor}
                mobile={layout === 'm'}
                size={row.rank <= 3 ? 'head_n_rank_t' : 'three'}
              />
              <span
                css={{
                  flex: 1,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {nickNameIn(intl, row.nickName)}
              </span>
              <Price value={row.winnings} />
            </li>
          ))}
        </ol>
      )}
      <p
        css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
      >
        {intl.formatMessage(battleRankMessages.note)}
      </p>
    </div>
  );
  return (
    <Page layout={layout} title={intl.formatMessage(SCREENS.rank.title)}>
      <div css={{ maxWidth: 760, width: '100%', margin: '0 auto' }}>
        <Tabs
          value={prizeTab?.active ? PRIZE_TAB : screen.period}
          onChange={(key) => {
            prizeTab?.setActive(key === PRIZE_TAB);
            if (key !== PRIZE_TAB) screen.setPeriod(key as RankPeriod);
          }}
          items={[
            ...(['day', 'week'] as const).map((key) => ({
              key,
              title: intl.formatMessage(battleRankMessages[key]),
              content: key === screen.period && !prizeTab?.active ? board : null,
            })),
            // The daily prize board of issue 18 (screens/ranking), when the screen is given it.
            ...(prizeTab
              ? [
                  {
                    key: PRIZE_TAB,
                    title: prizeTab.title,
                    content: prizeTab.active && prizeTab.board,
                  },
                ]
              : []),
          ]}
        />
      </div>
    </Page>
  );
}
