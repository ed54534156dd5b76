import type { CrashPlayer } from '@skinbox/api';
import { Avatar, Price } from '@skinbox/ui';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { sumMoney } from '../../shared/goods/money';
import { crashPanelCss } from './crashPanelCss';
import { crashMessages } from './messages';
import { formatMultiplier } from './rules';
import { nickNameIn } from '../../shared/nickname/nickName';

/**
 * The players of the round, biggest stake first (as the server sends them), each with their
 * stake and how they fared: riding, cashed out at a multiplier for a payout, or busted.
 */
export const PlayersList = memo(function PlayersList({
  players,
}: {
  players: readonly CrashPlayer[];
}) {
  const intl = useIntl();
  const total = sumMoney(players.map((p) => p.stake));
  return (
    <section
      aria-label={intl.formatMessage(crashMessages.players)}
      css={(theme) => ({ ...crashPanelCss(theme), gap: theme.space.sm, minWidth: 0 })}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
          {intl.formatMessage(crashMessages.players)}
        </h2>
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(crashMessages.playersSummary, { count: players.length, total })}
        </span>
      </div>
      {players.length === 0 ? (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, padding: '12px 0' })}>
          {intl.formatMessage(crashMessages.noPlayers)}
        </p>
      ) : (
        <table css={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr
              css={(theme) => ({
                color: theme.color.textMuted,
                fontSize: theme.fontSize.sm,
                textAlign: 'left',
                th: { fontWeight: 400, padding: '4px 0' },
              })}
            >
              <th css={{ width: '46%' }}>{intl.formatMessage(crashMessages.player)}</th>
              <th>{intl.formatMessage(crashMessages.playerStake)}</th>
              <th css={{ textAlign: 'right' }}>{intl.formatMessage(crashMessages.playerResult)}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr
                key={player.betId}
                data-status={player.status}
                css={(theme) => ({
                  borderTop: `1px solid ${theme.color.border}`,
                  td: { padding: '6px 0', verticalAlign: 'middle' },
                  '&[data-status="cashed"] [data-result]': { color: theme.color.success },
                  '&[data-status="lost"] [data-result]': { color: theme.color.danger },
                })}
              >
                <td>
                  <span css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
                    <Avatar avater={player.avatar} size="timing" alt="" />
                    <span
                      css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {nickNameIn(intl, player.nickName)}
                    </span>
                  </span>
                </td>
                <td>
                  <Price value={player.stake} css={{ fontSize: 14 }} />
                </td>
                <td data-result css={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {player.status === 'cashed' ? (
                    <span
                      css={{
                        display: 'inline-flex',
                        flexDirection: 'column',
                        alignItems: 'flex-end',
                      }}
                    >
                      <strong>{formatMultiplier(player.cashedOutAt ?? 100)}</strong>
                      <Price
                        value={player.payout ?? '0.00'}
                        showIcon={false}
                        css={{ fontSize: 12, color: 'inherit' }}
                      />
                    </span>
                  ) : (
                    intl.formatMessage(
                      player.status === 'lost' ? crashMessages.busted : crashMessages.riding,
                    )
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
