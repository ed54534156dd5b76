import { useIntl } from 'react-intl';
import { battleDetailMessages } from './messages';

/**
 * A seat's lead as a bar under its running total: how far it stands towards the lead (leadShares),
 * gold for the seat ahead. A meter to assistive technology, in whole percent.
 */
export function LeadBar({ share, leading }: { share: number; leading: boolean }) {
  const intl = useIntl();
  const percent = Math.round(share * 100);
  return (
    <div
      role="meter"
      aria-label={intl.formatMessage(battleDetailMessages.leadBar)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-leading={leading || undefined}
      css={(theme) => ({
        height: 6,
        width: '100%',
        overflow: 'hidden',
        borderRadius: theme.radius.round,
        background: theme.color.surfaceRaised,
      })}
    >
      <div
        css={(theme) => ({
          height: '100%',
          borderRadius: theme.radius.round,
          background: leading ? theme.color.primary : theme.color.textMuted,
          transition: 'width 0.4s ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        })}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
