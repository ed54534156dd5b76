import type { TurntablePrize } from '@skinbox/api';
import { useTheme } from '@emotion/react';
import { SPIN_MS } from './wheel';

const SIZE = 300;
const R = SIZE / 2;
const FILLS = ['#2b2f45', '#3a2c0a', '#23283a', '#402016', '#1f3030', '#33243f', '#2b3320'];

/** A point on the wheel's rim `deg` degrees clockwise from the top. */
function rim(deg: number, radius = R) {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: R + radius * Math.cos(rad), y: R + radius * Math.sin(rad) };
}

/**
 * The turntable: one equal slice per prize (the odds are listed beside it, as the slices would
 * be too thin to show 0.01 %), turned to `rotation` degrees over SPIN_MS when `animate`.
 */
export function Wheel({
  prizes,
  rotation,
  animate,
  label,
  onStop,
}: {
  prizes: readonly TurntablePrize[];
  rotation: number;
  animate: boolean;
  label: string;
  onStop(): void;
}) {
  const theme = useTheme();
  const slice = 360 / Math.max(1, prizes.length);
  return (
    <div
      role="img"
      aria-label={label}
      css={{
        position: 'relative',
        width: '100%',
        maxWidth: SIZE,
        aspectRatio: '1',
        margin: '0 auto',
      }}
    >
      {/* The turning square's corners would reach past a phone's edge (392 px on 375): the
          round wheel is all there is to see, so the square is clipped to it. */}
      <div css={{ width: '100%', height: '100%', overflow: 'hidden', borderRadius: '50%' }}>
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          onTransitionEnd={onStop}
          css={{
            width: '100%',
            height: '100%',
            transform: `rotate(${rotation}deg)`,
            transition: animate
              ? `transform ${SPIN_MS}ms cubic-bezier(0.17, 0.67, 0.21, 1)`
              : 'none',
          }}
        >
          <circle
            cx={R}
            cy={R}
            r={R - 1}
            fill={theme.color.surface}
            stroke={theme.color.primary}
            strokeWidth={2}
          />
          {prizes.map((prize, i) => {
            const from = rim(i * slice, R - 4);
            const to = rim((i + 1) * slice, R - 4);
            const text = rim((i + 0.5) * slice, R * 0.66);
            return (
              <g key={prize.index}>
                <path
                  d={`M ${R} ${R} L ${from.x} ${from.y} A ${R - 4} ${R - 4} 0 0 1 ${to.x} ${to.y} Z`}
                  fill={prize.top ? '#5a3a00' : (FILLS[i % FILLS.length] ?? theme.color.surface)}
                  stroke={theme.color.border}
                />
                <text
                  x={text.x}
                  y={text.y}
                  fill={prize.top ? theme.color.primary : theme.color.text}
                  fontSize={prize.top ? 20 : 17}
                  fontWeight={700}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${(i + 0.5) * slice} ${text.x} ${text.y})`}
                >
                  {prize.amount.replace(/\.00$/, '')}
                </text>
              </g>
            );
          })}
          <circle cx={R} cy={R} r={26} fill={theme.color.primary} />
        </svg>
      </div>
      <span
        aria-hidden
        css={{
          position: 'absolute',
          top: -6,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 0,
          height: 0,
          borderLeft: '12px solid transparent',
          borderRight: '12px solid transparent',
          borderTop: `22px solid ${theme.color.primary}`,
        }}
      />
    </div>
  );
}
