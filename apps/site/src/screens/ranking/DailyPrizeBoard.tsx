import type { RankingDay, RankingRow } from '@skinbox/api';
import { moneyToCents, centsToMoney } from '@skinbox/api';
import { Avatar, CountDown, Empty, Loading, Price, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { rankingMessages as m } from './messages';
import type { DailyRankBoard } from './useDailyRankBoard';
import { nickNameIn } from '../../shared/nickname/nickName';

const DAYS: readonly RankingDay[] = ['today', 'yesterday'];
/** Places 1 to 10 share the pool (GAMES.md section 6); the rest of the board is paid nothing. */
const POOL_PLACES = 10;

/** A place's whole prize: its red packet and its share of the pool. */
function prizeOf(row: RankingRow): string {
  return centsToMoney(moneyToCents(row.packet) + moneyToCents(row.poolShare));
}

/** The turnover a player still needs to reach the prize threshold; null once reached. */
function toQualify(turnover: string, minTurnover: string): string | null {
  const gap = moneyToCents(minTurnover) - moneyToCents(turnover);
  return gap > 0n ? centsToMoney(gap) : null;
}

const MEDALS = ['#f5b70a', '#c0c6d4', '#cd8a4e'];

/**
 * The daily prize board (GAMES.md section 6) from its state alone (useDailyRankBoard): today's
 * live board with the count-down to the 00:00 settlement, yesterday's with what it paid, the
 * prizes' rules and the player's own place. A section: the rank screen shows it as a tab.
 */
export const DailyPrizeBoard = observer(function DailyPrizeBoard(board: DailyRankBoard) {
  const intl = useIntl();
  const data = board.board.data;
  const gap = data?.me ? toQualify(data.me.turnover, data.minTurnover) : null;
  const list = (day: RankingDay) => {
    if (!data || data.day !== day) return <Loading />;
    if (data.list.length === 0)
      return (
        <Empty
          description={intl.formatMessage(day === 'today' ? m.emptyToday : m.emptyYesterday)}
        />
      );
    return (
      <ol
        aria-label={intl.formatMessage(m.date, { date: data.date })}
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
      >
        {data.list.map((row) => (
          <li
            key={row.userId}
            css={(theme) => ({
              display: 'grid',
              gridTemplateColumns: '44px minmax(0, 1fr) auto',
              alignItems: 'center',
              gap: theme.space.sm,
              padding: theme.space.sm,
              borderRadius: theme.radius.md,
              background: row.rank <= 3 ? theme.color.surfaceRaised : theme.color.surface,
            })}
          >
            <strong
              aria-label={intl.formatMessage(m.place, { rank: row.rank })}
              css={(theme) => ({
                textAlign: 'center',
                fontSize: theme.fontSize.lg,
                color: MEDALS[row.rank - 1] ?? theme.color.textMuted,
              })}
            >
              {row.rank}
            </strong>
            <span css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
              <Avatar
                avater={row.avater}
                avaterFrame={row.avaterFrame}
                isAnchor={row.isAnchor}
                mobile={board.layout === 'm'}
                size="four"
                alt=""
              />
              <span css={{ display: 'grid', minWidth: 0 }}>
                <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {nickNameIn(intl, row.nickName)}
                </span>
                <span
                  css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.color.textMuted })}
                >
                  {intl.formatMessage(m.turnover)} {row.turnover}
                </span>
              </span>
            </span>
            <span css={{ display: 'grid', justifyItems: 'end' }}>
              <span
                css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.color.textMuted })}
              >
                {intl.formatMessage(day === 'today' ? m.prizeSoFar : m.prize)}
              </span>
              {row.rank <= POOL_PLACES && toQualify(row.turnover, data.minTurnover) !== null ? (
                <span
                  css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}
                >
                  {intl.formatMessage(m.belowThreshold)}
                </span>
              ) : (
                <Price value={prizeOf(row)} />
              )}
            </span>
          </li>
        ))}
      </ol>
    );
  };
  return (
    <section
      aria-label={intl.formatMessage(m.heading)}
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      {data && (
        <div
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xs,
            padding: theme.space.md,
            borderRadius: theme.radius.lg,
            background: `linear-gradient(135deg, #4a1010, ${theme.color.surface})`,
          })}
        >
          <p css={{ margin: 0, lineHeight: 1.6 }}>
            {intl.formatMessage(m.rules, {
              first: data.packets[0] ?? '',
              second: data.packets[1] ?? '',
              third: data.packets[2] ?? '',
              pool: data.pool,
            })}
          </p>
          <strong
            css={(theme) => ({
              justifySelf: 'start',
              padding: `2px ${theme.space.sm}`,
              borderRadius: theme.radius.md,
              border: `1px solid ${theme.color.primary}`,
              color: theme.color.primary,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatMessage(m.threshold, { minTurnover: data.minTurnover })}
          </strong>
          {board.settlesInMs !== null && (
            <span css={(theme) => ({ display: 'flex', gap: 8, color: theme.color.primary })}>
              {intl.formatMessage(m.settlesIn)}
              <CountDown time={board.settlesInMs} onFinish={board.board.reload} />
            </span>
          )}
          {data.day === 'yesterday' && !data.settled && (
            <span>{intl.formatMessage(m.settling)}</span>
          )}
          {data.me ? (
            <strong>
              {data.me.rank === null
                ? intl.formatMessage(m.unranked, { turnover: data.me.turnover })
                : intl.formatMessage(m.mine, { rank: data.me.rank, turnover: data.me.turnover })}
              {gap !== null && data.day === 'today' && (
                <span
                  css={(theme) => ({
                    display: 'block',
                    fontWeight: 400,
                    color: theme.color.textMuted,
                  })}
                >
                  {intl.formatMessage(m.toQualify, { amount: gap })}
                </span>
              )}
            </strong>
          ) : (
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(m.signIn)}
            </span>
          )}
        </div>
      )}
      <Tabs
        value={board.day}
        onChange={(key) => board.setDay(key as RankingDay)}
        items={DAYS.map((day) => ({
          key: day,
          title: intl.formatMessage(m[day]),
          content: <div css={{ paddingTop: 12 }}>{list(day)}</div>,
        }))}
      />
    </section>
  );
});
