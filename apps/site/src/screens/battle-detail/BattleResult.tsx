import { moneyToCents, type BattleDetail } from '@skinbox/api';
import { ItemTile, Price } from '@skinbox/ui';
import { css, keyframes } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useAnnounceWhen } from '../../shared/announcer/LiveAnnouncer';
import { sumMoney } from '../../shared/goods/money';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { linkButtonCss } from '../battle-common/linkButtonCss';
import { SeatPlayer } from '../battle-common/SeatPlayer';
import { battleDetailMessages } from './messages';
import { settlementOf, winnings } from './show';
import { nickNameIn } from '../../shared/nickname/nickName';

const rise = keyframes`
  from { transform: scale(0.7); opacity: 0; }
  70% { transform: scale(1.08); opacity: 1; }
  to { transform: scale(1); }
`;

/**
 * The battle's end, once the last round's reels stand: to a seated viewer victory or failure (SPEC
 * section 4: a tie shows as failure, each player keeping their own drops), the gold "Victory" only
 * for a winner who is not down on the stake (a win that took home less than it cost says so); to
 * everyone the winner and the haul they take home, and every seat's stake, take and net in green
 * or red. The winner's reveal: the headline rises while animations are on, the winner's lane glows.
 */
export function BattleResult({
  detail,
  layout,
  animate,
  links,
}: {
  detail: BattleDetail;
  layout: Layout;
  animate: boolean;
  links: { bag: string; create: string; lobby: string };
}) {
  const intl = useIntl();
  const winnerSeat = detail.seats.find((s) => s.seat === detail.winnerSeat);
  const haul = winnings(detail);
  const value = sumMoney(haul.map((d) => d.goods.price));
  const seated = detail.mySeat !== null;
  const won = detail.outcome === 'victory';
  const rows = settlementOf(detail);
  const mine = rows.find((row) => row.seat === detail.mySeat);
  const down = mine !== undefined && moneyToCents(mine.net) < 0n;
  // Gold is for a win that paid: a winner down on the stake reads the loss, not "Victory".
  const victory = won && !down;
  const headline = seated
    ? won && down && mine
      ? intl.formatMessage(battleDetailMessages.victoryDown, { loss: mine.net.replace('-', '') })
      : intl.formatMessage(won ? battleDetailMessages.victory : battleDetailMessages.failure)
    : winnerSeat?.player
      ? intl.formatMessage(battleDetailMessages.winnerTakes, {
          name: nickNameIn(intl, winnerSeat.player.nickName),
        })
      : intl.formatMessage(battleDetailMessages.failure);
  useAnnounceWhen(headline);
  return (
    <section
      aria-labelledby="battle-result"
      css={(theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${victory ? theme.color.primary : theme.color.border}`,
        overflow: 'hidden',
      })}
    >
      <h2
        id="battle-result"
        css={(theme) => [
          {
            margin: 0,
            fontSize: theme.fontSize.xxl,
            fontWeight: 800,
            color: victory ? theme.color.primary : theme.color.text,
          },
          animate &&
            css`
              animation: ${rise} 500ms cubic-bezier(0.2, 0.8, 0.3, 1.2);
            `,
        ]}
      >
        {headline}
      </h2>
      {detail.winnerSeat === null ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, textAlign: 'center' })}>
          {intl.formatMessage(battleDetailMessages.tieNote)}
        </p>
      ) : (
        winnerSeat?.player && (
          <>
            <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
              <SeatPlayer
                player={winnerSeat.player}
                layout={layout}
                size="two"
                mine={winnerSeat.seat === detail.mySeat}
              />
              <Price value={value} css={(theme) => ({ fontSize: theme.fontSize.xl })} />
            </div>
            <h3
              css={(theme) => ({
                margin: 0,
                fontSize: theme.fontSize.md,
                color: theme.color.textMuted,
              })}
            >
              {intl.formatMessage(battleDetailMessages.haul)}
            </h3>
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: 8,
              }}
            >
              {haul.map((drop) => (
                <li key={`${drop.seat}:${drop.ticket}:${drop.goods.goodsId}`}>
                  <ItemTile {...toItemTileData(drop.goods)} size="small" />
                </li>
              ))}
            </ul>
          </>
        )
      )}
      {seated && detail.winnerSeat === null && (
        <p css={{ margin: 0 }}>{intl.formatMessage(battleDetailMessages.ownDrops)}</p>
      )}
      <SettlementTable detail={detail} layout={layout} rows={rows} />
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'center' }}>
        {seated && (won || detail.winnerSeat === null) && (
          <Link to={links.bag} css={(theme) => linkButtonCss(theme)}>
            {intl.formatMessage(battleDetailMessages.toBag)}
          </Link>
        )}
        <Link to={links.create} css={(theme) => linkButtonCss(theme, !seated || !victory)}>
          {intl.formatMessage(battleDetailMessages.again)}
        </Link>
        <Link to={links.lobby} css={(theme) => linkButtonCss(theme, false)}>
          {intl.formatMessage(battleDetailMessages.lobby)}
        </Link>
      </div>
    </section>
  );
}

/** Every seat's stake, take and net, the net in green (up) or red (down). */
function SettlementTable({
  detail,
  layout,
  rows,
}: {
  detail: BattleDetail;
  layout: Layout;
  rows: ReturnType<typeof settlementOf>;
}) {
  const intl = useIntl();
  return (
    <table
      data-testid="battle-settlement"
      css={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: theme.fontSize.sm,
        fontVariantNumeric: 'tabular-nums',
        tableLayout: 'fixed',
        '& th, & td': {
          padding: '6px 4px',
          borderBottom: `1px solid ${theme.color.border}`,
          textAlign: 'right',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        },
        '& th:first-of-type, & td:first-of-type': { textAlign: 'left' },
        '& thead th': { color: theme.color.textMuted, fontWeight: 400 },
      })}
    >
      <caption
        css={(theme) => ({
          captionSide: 'top',
          textAlign: 'left',
          paddingBottom: 4,
          color: theme.color.textMuted,
        })}
      >
        {intl.formatMessage(battleDetailMessages.settlement)}
      </caption>
      <colgroup>
        <col css={{ width: layout === 'm' ? '34%' : '40%' }} />
        <col />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(battleDetailMessages.lanes)}</th>
          <th scope="col">{intl.formatMessage(battleDetailMessages.stake)}</th>
          <th scope="col">{intl.formatMessage(battleDetailMessages.take)}</th>
          <th scope="col">{intl.formatMessage(battleDetailMessages.net)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const seat = detail.seats.find((s) => s.seat === row.seat);
          const up = moneyToCents(row.net) >= 0n;
          return (
            <tr key={row.seat} data-seat={row.seat}>
              <th scope="row" css={{ fontWeight: row.seat === detail.mySeat ? 700 : 400 }}>
                {seat?.player
                  ? nickNameIn(intl, seat.player.nickName)
                  : intl.formatMessage(battleDetailMessages.seatLabel, { seat: row.seat })}
              </th>
              <td>{row.stake}</td>
              <td>{row.take}</td>
              <td
                data-testid="seat-net"
                css={(theme) => ({
                  color: up ? theme.color.success : theme.color.danger,
                  fontWeight: 700,
                })}
              >
                {up ? `+${row.net}` : row.net}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
