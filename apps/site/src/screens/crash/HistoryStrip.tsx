import type { Theme } from '@emotion/react';
import type { CrashPastRound } from '@skinbox/api';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { crashMessages } from './messages';
import { crashTone, formatMultiplier, type CrashTone } from './rules';

const toneColor = (theme: Theme, tone: CrashTone) =>
  tone === 'low' ? theme.color.danger : tone === 'good' ? theme.color.success : theme.color.coin;

/**
 * The latest crash points, newest first, coloured by result (under 2x red, to 10x green, above
 * gold); a chip opens that round in the verifier.
 */
export const HistoryStrip = memo(function HistoryStrip({
  history,
  onChoose,
}: {
  history: readonly CrashPastRound[];
  onChoose(roundId: number): void;
}) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage(crashMessages.history)}
      css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}
    >
      <span
        css={(theme) => ({
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
          whiteSpace: 'nowrap',
        })}
      >
        {intl.formatMessage(crashMessages.history)}
      </span>
      <ol
        css={{
          display: 'flex',
          gap: 6,
          margin: 0,
          padding: '2px 0',
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          minWidth: 0,
          maskImage: 'linear-gradient(to right, black 85%, transparent)',
        }}
      >
        {history.map((round) => {
          const tone = crashTone(round.crashPoint);
          return (
            <li key={round.roundId}>
              <button
                type="button"
                data-tone={tone}
                aria-label={intl.formatMessage(crashMessages.historyRound, {
                  roundId: round.roundId,
                  multiplier: formatMultiplier(round.crashPoint),
                })}
                onClick={() => onChoose(round.roundId)}
                css={(theme) => ({
                  padding: '4px 10px',
                  border: `1px solid ${toneColor(theme, tone)}`,
                  borderRadius: theme.radius.round,
                  background: 'transparent',
                  color: toneColor(theme, tone),
                  fontFamily: theme.fontFamily,
                  fontSize: theme.fontSize.sm,
                  fontWeight: theme.fontWeight.bold,
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  cursor: 'pointer',
                  '&:focus-visible': {
                    outline: `2px solid ${theme.color.primary}`,
                    outlineOffset: 1,
                  },
                })}
              >
                {formatMultiplier(round.crashPoint)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
