import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import type { CSSProperties, HTMLAttributes } from 'react';

/** One burst, from launch to fade-out, in milliseconds; bursts repeat while visible. */
export const FIREWORKS_BURST_DURATION = 1200;
/** Above the routed view, under popups (2000) and toasts. */
export const FIREWORKS_Z_INDEX = 1900;
/** Bursts on screen and sparks per burst. */
export const FIREWORKS_BURSTS = 5;
export const FIREWORKS_SPARKS = 12;

export interface FireworksOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Rendered only while true, e.g. while a win announcement shows. */
  visible: boolean;
  /**
   * Off: the sparks stand still (the site's animation switch). The user's prefers-reduced-motion
   * setting stops them too.
   */
  animated?: boolean;
}

const burst = keyframes`
  0% { transform: translate(0, 0) scale(1); opacity: 1; }
  70% { opacity: 1; }
  100% { transform: translate(var(--dx), var(--dy)) scale(0.4); opacity: 0; }
`;

const layer = css`
  position: fixed;
  inset: 0;
  z-index: ${FIREWORKS_Z_INDEX};
  overflow: hidden;
  pointer-events: none;
`;

const spark = (animated: boolean) => css`
  position: absolute;
  width: 6px;
  height: 6px;
  margin: -3px 0 0 -3px;
  border-radius: 50%;
  transform: ${animated ? 'none' : 'translate(calc(var(--dx) * 0.6), calc(var(--dy) * 0.6))'};
  animation-name: ${animated ? burst : 'none'};
  animation-duration: ${FIREWORKS_BURST_DURATION}ms;
  animation-timing-function: ease-out;
  animation-iteration-count: infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-name: none;
    transform: translate(calc(var(--dx) * 0.6), calc(var(--dy) * 0.6));
  }
`;

/** Burst centres as fractions of the screen: fixed, so every celebration and screenshot match. */
const CENTRES = [
  [0.2, 0.3],
  [0.75, 0.25],
  [0.5, 0.5],
  [0.3, 0.7],
  [0.8, 0.65],
] as const;

function colours(theme: Theme): string[] {
  const { rarity } = theme;
  return [rarity.contraband, rarity.covert, rarity.classified, rarity.milSpec, theme.color.primary];
}

/**
 * A decorative celebration over the page (SPEC: fireworks while a win announcement shows). It is
 * hidden from assistive technology and lets every click through; the announcement itself speaks.
 */
export function FireworksOverlay({ visible, animated = true, ...rest }: FireworksOverlayProps) {
  const theme = useTheme();
  if (!visible) return null;
  const palette = colours(theme);
  return (
    <div aria-hidden="true" data-animated={animated} css={layer} {...rest}>
      {CENTRES.slice(0, FIREWORKS_BURSTS).flatMap(([x, y], burstIndex) =>
        Array.from({ length: FIREWORKS_SPARKS }, (_, sparkIndex) => {
          const angle = (2 * Math.PI * sparkIndex) / FIREWORKS_SPARKS;
          const reach = 60 + 20 * (burstIndex % 3);
          const style = {
            left: `${x * 100}%`,
            top: `${y * 100}%`,
            background: palette[(burstIndex + sparkIndex) % palette.length],
            '--dx': `${Math.round(Math.cos(angle) * reach)}px`,
            '--dy': `${Math.round(Math.sin(angle) * reach)}px`,
            animationDelay: `${(burstIndex * FIREWORKS_BURST_DURATION) / FIREWORKS_BURSTS}ms`,
          } as CSSProperties;
          return (
            <span
              key={`${burstIndex}-${sparkIndex}`}
              data-spark=""
              css={spark(animated)}
              style={style}
            />
          );
        }),
      )}
    </div>
  );
}
