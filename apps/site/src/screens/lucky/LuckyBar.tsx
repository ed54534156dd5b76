import { TICKETS } from '@skinbox/fairness';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { luckyMessages as m } from './messages';

/** How long the pointer runs to the ticket: a short beat, not a reel. */
export const LUCKY_ROLL_MS = 1600;

/**
 * The ticket line of a try: 1 to 100000, the winning tickets (the lowest chance × 1000) lit
 * from the left, and a pointer that runs to the rolled ticket. Without `animate` (the animation
 * switch, or the system's reduced motion) the pointer is placed at once and `onDone` follows.
 */
export function LuckyBar({
  chance,
  roll,
  animate,
  onDone,
}: {
  chance: number;
  /** The try to show (its id tells two tries with the same ticket apart); null before one. */
  roll: { id: number; ticket: number } | null;
  animate: boolean;
  onDone(): void;
}) {
  const intl = useIntl();
  const reduced =
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const moving = animate && !reduced;
  const [placedFor, setPlacedFor] = useState<number | null>(null);
  const ticket = roll?.ticket ?? null;
  const placed = roll !== null && (!moving || placedFor === roll.id);
  useEffect(() => {
    if (roll === null) return;
    if (!moving) {
      onDone();
      return;
    }
    // Starts at the left edge, then runs on the next frame so the transition has a start.
    const frame = requestAnimationFrame(() => setPlacedFor(roll.id));
    const done = setTimeout(onDone, LUCKY_ROLL_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
    // onDone is the screen's; a new try is a new roll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roll?.id, moving]);
  const at = ticket === null ? 0 : ((ticket - 0.5) / TICKETS) * 100;
  const won = ticket !== null && ticket <= chance * 1000;
  return (
    <div aria-hidden css={{ padding: '14px 0 6px' }}>
      <div
        css={(theme) => ({
          position: 'relative',
          height: 14,
          borderRadius: theme.radius.round,
          background: theme.color.surfaceRaised,
          border: `1px solid ${theme.color.border}`,
        })}
      >
        <div
          title={intl.formatMessage(m.winningZone)}
          css={(theme) => ({
            position: 'absolute',
            inset: '0 auto 0 0',
            width: `${chance}%`,
            borderRadius: theme.radius.round,
            background: `linear-gradient(90deg, ${theme.color.success}, ${theme.color.primary})`,
            transition: 'width 200ms ease-out',
          })}
        />
        {ticket !== null && (
          <div
            css={(theme) => ({
              position: 'absolute',
              top: -8,
              bottom: -8,
              left: `${placed ? at : 0}%`,
              width: 4,
              marginLeft: -2,
              borderRadius: 2,
              background: placed && !won && !moving ? theme.color.danger : theme.color.text,
              boxShadow: '0 0 8px rgba(0, 0, 0, 0.6)',
              transition:
                moving && placed
                  ? `left ${LUCKY_ROLL_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)`
                  : 'none',
            })}
          />
        )}
      </div>
      <div
        css={(theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          marginTop: 6,
          fontSize: theme.fontSize.xs,
          color: theme.color.textMuted,
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        <span>1</span>
        <span>{TICKETS.toLocaleString('en')}</span>
      </div>
    </div>
  );
}
