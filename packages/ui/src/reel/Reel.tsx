import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, type HTMLAttributes } from 'react';
import { usePrefersReducedMotion } from '../count-up/useCountUp';
import { ITEM_TILE_WIDTH, ItemTile, type ItemTileData } from '../item-tile/ItemTile';
import {
  REEL_DURATION,
  REEL_WIN_INDEX,
  reelDistance,
  reelOffset,
  tileUnderMarker,
} from './reelModel';

/** Space between two tiles, in px. */
export const REEL_GAP = 4;

export interface ReelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The strip (see buildReelStrip), the won tile at `winIndex`. */
  tiles: readonly ItemTileData[];
  winIndex?: number;
  /** A new value starts a new spin. */
  spinKey?: string | number;
  /** Tile width in px; at least ITEM_TILE_WIDTH.medium (120) so names stay readable on a phone. */
  tileWidth?: number;
  duration?: number;
  /**
   * The app's animation switch. Off (or the system's reduced motion) shows the stop at once; off
   * during a spin skips to the stop.
   */
  animate?: boolean;
  /**
   * A still frame at this share of the spin (0 to 1) instead of spinning: stories and visual
   * baselines show the start, the middle and the stop.
   */
  frame?: number;
  /** Each time a new tile passes the marker (for a click sound). */
  onTick?: () => void;
  /** Once per spin, when the won tile stands under the marker. */
  onStop?: () => void;
}

/**
 * A case-opening reel: a strip of item tiles slides under a centre marker, rushes, creeps with
 * tension and stops exactly on the won tile. Decorative to assistive technology (the win reveal
 * says what was won), so the strip is hidden from it.
 */
export function Reel({
  tiles,
  winIndex = REEL_WIN_INDEX,
  spinKey,
  tileWidth = ITEM_TILE_WIDTH.medium,
  duration = REEL_DURATION,
  animate = true,
  frame,
  onTick,
  onStop,
  ...rest
}: ReelProps) {
  const view = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onTick, onStop });
  useEffect(() => {
    callbacks.current = { onTick, onStop };
  });
  const reduced = usePrefersReducedMotion();
  const moving = animate && !reduced && frame === undefined;
  const pitch = tileWidth + REEL_GAP;
  // The spin that has stopped, so switching the animation off afterwards does not stop it twice.
  const stopped = useRef<unknown>(undefined);

  useEffect(() => {
    const width = view.current?.clientWidth ?? 0;
    // A tile's middle is half a tile (not half a pitch) past its start.
    const distance = reelDistance(pitch, width, winIndex) - REEL_GAP / 2;
    const place = (offset: number) => {
      if (strip.current) strip.current.style.transform = `translateX(${-offset}px)`;
    };
    if (frame !== undefined) {
      // Whole pixels: a still frame at a fractional offset antialiases differently from run to
      // run, which a visual baseline cannot hold.
      place(Math.round(reelOffset(frame * duration, distance, duration)));
      return;
    }
    const stop = () => {
      place(distance);
      if (stopped.current === spinKey) return;
      stopped.current = spinKey;
      callbacks.current.onStop?.();
    };
    if (!moving) {
      stop();
      return;
    }
    if (stopped.current === spinKey) {
      place(distance);
      return;
    }
    const start = performance.now();
    let lastTile = tileUnderMarker(0, pitch, width);
    let request = 0;
    const step = (now: number) => {
      const offset = reelOffset(now - start, distance, duration);
      place(offset);
      const under = tileUnderMarker(offset, pitch, width);
      if (under !== lastTile) callbacks.current.onTick?.();
      lastTile = under;
      if (now - start < duration) request = requestAnimationFrame(step);
    };
    place(0);
    request = requestAnimationFrame(step);
    const timer = setTimeout(stop, duration);
    return () => {
      cancelAnimationFrame(request);
      clearTimeout(timer);
    };
  }, [spinKey, moving, frame, duration, pitch, winIndex, tiles]);

  return (
    <div
      ref={view}
      aria-hidden
      data-testid="reel"
      css={(theme: Theme) => css`
        position: relative;
        overflow: hidden;
        padding: ${theme.space.sm} 0;
        border-radius: ${theme.radius.md};
        background: linear-gradient(
          90deg,
          ${theme.color.background},
          ${theme.color.surface} 20%,
          ${theme.color.surface} 80%,
          ${theme.color.background}
        );
      `}
      {...rest}
    >
      <div
        ref={strip}
        data-testid="reel-strip"
        css={{ display: 'flex', gap: REEL_GAP, willChange: moving ? 'transform' : undefined }}
      >
        {tiles.map((tile, index) => (
          <ItemTile
            // Tiles are positional: the same item may fill several places.
            key={index}
            {...tile}
            price={undefined}
            eager
            data-won={index === winIndex || undefined}
            style={{ flex: 'none', width: tileWidth }}
          />
        ))}
      </div>
      <span
        data-testid="reel-marker"
        css={(theme: Theme) => css`
          position: absolute;
          top: 0;
          bottom: 0;
          left: 50%;
          width: 2px;
          margin-left: -1px;
          background: ${theme.color.primary};
          box-shadow: 0 0 8px ${theme.color.primary};
          &::before,
          &::after {
            content: '';
            position: absolute;
            left: -6px;
            border: 7px solid transparent;
          }
          &::before {
            top: 0;
            border-top-color: ${theme.color.primary};
          }
          &::after {
            bottom: 0;
            border-bottom-color: ${theme.color.primary};
          }
        `}
      />
    </div>
  );
}
