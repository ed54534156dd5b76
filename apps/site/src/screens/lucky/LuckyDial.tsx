import { useTheme } from '@emotion/react';
import { TICKETS } from '@skinbox/fairness';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIAL_EASE_CSS, dialEase } from './dialEase';
import { luckyMessages as m } from './messages';

/** How long the needle runs to the ticket, slowing all the way: the try's moment. */
export const LUCKY_DIAL_MS = 3200;
/** Whole turns the needle makes before it settles, so even a ticket near the top has a run. */
export const LUCKY_DIAL_TURNS = 4;

/** Where a ticket sits on the dial, in degrees clockwise from the top: 1 to 100000 go round once. */
export function ticketAngle(ticket: number): number {
  return ((ticket - 0.5) / TICKETS) * 360;
}

const SIZE = 200;
const CENTRE = SIZE / 2;
const RADIUS = 88;
const RING = 12;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The lucky try's dial: a ring round the target item (the item stays in view, in the middle), its
 * winning tickets (1 to chance × 1000) lit from the top clockwise, and a needle that spins a few
 * turns and slows onto the rolled ticket; it lands gold on a win and red on a miss. Without
 * `animate` (the switch, or reduced motion: useMotion) the needle stands on the ticket at once and
 * `onDone` follows; with `frame` it stands still where the run puts it at that share (stories).
 * Decorative to assistive technology: the result is said in a live region.
 */
export function LuckyDial({
  chance,
  roll,
  animate,
  onDone,
  size,
  frame,
  children,
}: {
  chance: number;
  /** The try to show (its id tells two tries with the same ticket apart); null before one. */
  roll: { id: number; ticket: number } | null;
  animate: boolean;
  onDone(): void;
  /** Its width and height in px. */
  size: number;
  /**
   * A still frame at this share of the run (0 to 1) instead of running: stories and screenshots
   * of the moment; 1 is the landing.
   */
  frame?: number;
  /** The target item's picture, in the middle of the ring. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const [placedFor, setPlacedFor] = useState<number | null>(null);
  const [settledFor, setSettledFor] = useState<number | null>(null);
  const still = frame !== undefined;
  const placed = roll !== null && (!animate || still || placedFor === roll.id);
  useEffect(() => {
    if (roll === null || still) return;
    if (!animate) {
      onDone();
      return;
    }
    // Stands at the top, then runs on the next frame so the turn has a start.
    const frame = requestAnimationFrame(() => setPlacedFor(roll.id));
    const done = setTimeout(() => {
      setSettledFor(roll.id);
      onDone();
    }, LUCKY_DIAL_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
    };
    // onDone is the screen's; a new try is a new roll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roll?.id, animate, still]);
  const won = roll !== null && roll.ticket <= chance * 1000;
  const landed = roll !== null && (still ? (frame ?? 0) >= 1 : !animate || settledFor === roll.id);
  const run = roll === null || !placed ? 0 : LUCKY_DIAL_TURNS * 360 + ticketAngle(roll.ticket);
  const turn = still ? run * dialEase(frame ?? 0) : run;
  const arc = (CIRCUMFERENCE * chance) / 100;
  return (
    <div
      data-testid="lucky-dial"
      data-landed={landed || undefined}
      css={{ position: 'relative', width: size, height: size, flex: 'none' }}
    >
      <div
        css={{
          position: 'absolute',
          inset: '22%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {children}
      </div>
      <svg
        aria-hidden
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={size}
        height={size}
        css={{ position: 'absolute', inset: 0, overflow: 'visible' }}
      >
        <defs>
          <linearGradient id="lucky-zone" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={theme.color.success} />
            <stop offset="1" stopColor={theme.color.primary} />
          </linearGradient>
        </defs>
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          fill="none"
          stroke={theme.color.surfaceRaised}
          strokeWidth={RING}
        />
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={RADIUS}
          fill="none"
          stroke="url(#lucky-zone)"
          strokeWidth={RING}
          strokeDasharray={`${arc} ${CIRCUMFERENCE}`}
          transform={`rotate(-90 ${CENTRE} ${CENTRE})`}
          css={{ transition: 'stroke-dasharray 200ms ease-out' }}
          style={
            landed && won ? { filter: `drop-shadow(0 0 6px ${theme.color.primary})` } : undefined
          }
        >
          <title>{intl.formatMessage(m.winningZone)}</title>
        </circle>
        {Array.from({ length: 20 }, (_, i) => (
          <line
            key={i}
            x1={CENTRE}
            y1={CENTRE - RADIUS - RING / 2 - 2}
            x2={CENTRE}
            y2={CENTRE - RADIUS - RING / 2 - (i % 5 === 0 ? 8 : 5)}
            stroke={theme.color.textMuted}
            strokeWidth={i % 5 === 0 ? 2 : 1}
            transform={`rotate(${i * 18} ${CENTRE} ${CENTRE})`}
          />
        ))}
        {roll !== null && (
          <g
            data-testid="lucky-needle"
            style={{
              transform: `rotate(${turn}deg)`,
              transformOrigin: `${CENTRE}px ${CENTRE}px`,
              transition:
                animate && placed && !still
                  ? `transform ${LUCKY_DIAL_MS}ms ${DIAL_EASE_CSS}`
                  : 'none',
            }}
          >
            <path
              d={`M${CENTRE} ${CENTRE - RADIUS + RING / 2 + 3} L${CENTRE - 8} ${CENTRE - RADIUS - RING - 6} L${CENTRE + 8} ${CENTRE - RADIUS - RING - 6} Z`}
              fill={landed ? (won ? theme.color.primary : theme.color.danger) : theme.color.text}
              stroke={theme.color.background}
              strokeWidth={2}
            />
          </g>
        )}
      </svg>
    </div>
  );
}
