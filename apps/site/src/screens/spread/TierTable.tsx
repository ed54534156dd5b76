import type { SpreadTier } from '@skinbox/api';
import { useIntl } from 'react-intl';
import { spreadMessages as m } from './messages';

/** The bonus ratio by tier (config): how many recharging invitees each ratio needs. */
export function TierTable({ tiers, current }: { tiers: SpreadTier[]; current?: SpreadTier }) {
  const intl = useIntl();
  return (
    <table
      css={(theme) => ({
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: theme.fontSize.sm,
        '& th, & td': {
          padding: `${theme.space.xs} ${theme.space.sm}`,
          borderBottom: `1px solid ${theme.color.border}`,
          textAlign: 'left',
        },
        '& th': { color: theme.color.textMuted, fontWeight: 400 },
      })}
    >
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.tierInvited)}</th>
          <th scope="col">{intl.formatMessage(m.tierPercent)}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => {
          const mine = current?.invited === tier.invited;
          return (
            <tr
              key={tier.invited}
              aria-current={mine ? 'true' : undefined}
              css={(theme) => (mine ? { color: theme.color.primary, fontWeight: 700 } : {})}
            >
              <td>{intl.formatMessage(m.tierRow, { invited: tier.invited })}</td>
              <td>{intl.formatMessage(m.percent, { percent: tier.percent })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
