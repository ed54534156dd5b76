import type { BattleMode, BattleStatus, RoomKind } from '@skinbox/api';
import { Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { KIND_LABEL, MODE_HINT, MODE_LABEL, STATUS_LABEL } from './labels';
import { battleMessages } from './messages';

const STATUS_TONE = {
  waiting: 'success',
  running: 'warning',
  finished: 'default',
  dissolved: 'default',
} as const;

/** A room's marks: who made it (official, streamer, player), its mode, its state, its lock. */
export function RoomTags({
  kind,
  mode,
  status,
  hasPassword,
}: {
  kind: RoomKind;
  mode: BattleMode;
  status?: BattleStatus;
  hasPassword?: boolean;
}) {
  const intl = useIntl();
  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      {kind !== 'player' && (
        <Tag type={kind === 'official' ? 'primary' : 'danger'} size="medium">
          {intl.formatMessage(KIND_LABEL[kind])}
        </Tag>
      )}
      <Tag plain size="medium" title={intl.formatMessage(MODE_HINT[mode])}>
        {intl.formatMessage(MODE_LABEL[mode])}
      </Tag>
      {status && (
        <Tag type={STATUS_TONE[status]} plain size="medium">
          {intl.formatMessage(STATUS_LABEL[status])}
        </Tag>
      )}
      {hasPassword && (
        <span
          role="img"
          aria-label={intl.formatMessage(battleMessages.locked)}
          title={intl.formatMessage(battleMessages.locked)}
          css={(theme) => ({ display: 'inline-flex', color: theme.color.warning })}
        >
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden fill="none">
            <path
              d="M6.5 10.5h11v9h-11ZM8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </span>
  );
}
