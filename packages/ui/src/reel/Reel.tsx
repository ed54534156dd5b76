import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, type CSSProperties, type HTMLAttributes } from 'react';
import { usePrefersReducedMotion } from '../count-up/useCountUp';
import { ITEM_TILE_WIDTH, ItemTile, itemTone, type ItemTileData } from '../item-tile/ItemTile';
import { LazyImage } from '../lazy-image/LazyImage';
import {
  REEL_DURATION,
  REEL_HOLD_MS,
  REEL_WIN_INDEX,
  reelDistance,
  reelOffset,
  tileUnderMarker,
} from './reelModel';

/** Space between two tiles, in px. */
export const REEL_GAP = 4;

/** Tiles a vertical reel shows at once: the won one under the marker and one either side. */
const VERTICAL_TILES_SHOWN = 3;

/** The height of a vertical reel's tile: its picture at 4:3 of the reel's width. */
export function reelThumbHeight(width: number): number {
  return Math.round(width * 0.75);
}

export interface ReelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The strip (see buildReelStrip), the won tile at `winIndex`. */
  tiles: readonly ItemTileData[];
  winIndex?: number;
  /** A new value starts a new spin. */
  spinKey?: string | number;
  /**
   * Sideways with named tiles (a box page), or upwards with picture-only tiles (a narrow column,
   * e.g. one seat of a battle on a phone).
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Tile width in px. Sideways at least ITEM_TILE_WIDTH.medium (120) so names stay readable on a
   * phone; upwards it is the column's width (no names), e.g. 72.
   */
  tileWidth?: number;
  duration?: number;
  /** How long the won tile stands lit before `onHeld` (REEL_HOLD_MS). */
  hold?: number;
  /**
   * The app's animation switch. Off (or the system's reduced motion) shows the stop at once; off
   * during a spin skips to the stop.
   */
  animate?: boolean;
  /**
   * A still frame at this share of the spin (0 to 1) instead of spinning: stories and visual
   * baselines show the start, the middle and the stop (1: the won tile lit, as in the hold).
   */
  frame?: number;
  /** Each time a new tile passes the marker (for a click sound). */
  onTick?: () => void;
  /** Once per spin, when the won tile lands under the marker (for the landing sound). */
  onStop?: () => void;
  /** Once per spin, after the won tile has stood lit for `hold` (at once without motion). */
  onHeld?: () => void;
}

const landPulse = keyframes`
  from { transform: scale(1); }
  40% { transform: scale(1.1); }
  to { transform: scale(1.06); }
`;

/**
 * A case-opening reel: a strip of item tiles slides under a centre marker, rushes, creeps with
 * tension and stops exactly on the won tile, which then stands lit in its rarity's colour (the
 * others dimmed) for a moment before the reveal. Sideways with named tiles, or upwards with
 * picture-only tiles for a narrow column. Decorative to assistive technology (the screen says
 * what was won in a live region), so the strip is hidden from it.
 */
export function Reel({
  tiles,
  winIndex = REEL_WIN_INDEX,
  spinKey,
  orientation = 'horizontal',
  tileWidth = orientation === 'vertical' ? 72 : ITEM_TILE_WIDTH.medium,
  duration = REEL_DURATION,
  hold = REEL_HOLD_MS,
  animate = true,
  frame,
  onTick,
  onStop,
  onHeld,
  ...rest
}: ReelProps) {
  const theme = useTheme();
  const view = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onTick, onStop, onHeld });
  useEffect(() => {
    callbacks.current = { onTick, onStop, onHeld };
  });
  const reduced = usePrefersReducedMotion();
  const moving = animate && !reduced && frame === undefined;
  const vertical = orientation === 'vertical';
  const tileLength = vertical ? reelThumbHeight(tileWidth) : tileWidth;
  const pitch = tileLength + REEL_GAP;
  // The spin that has stopped, so switching the animation off afterwards does not stop it twice.
  const stopped = useRef<unknown>(undefined);
  // The spin whose won tile stands lit (set when a moving reel lands).
  const [landedSpin, setLandedSpin] = useState<unknown>(undefined);
  const landed = frame !== undefined ? frame >= 1 : !moving || landedSpin === spinKey;

  useEffect(() => {
    const box = view.current;
    const size = (vertical ? box?.clientHeight : box?.clientWidth) ?? 0;
    // A tile's middle is half a tile (not half a pitch) past its start.
    const distance = reelDistance(pitch, size, winIndex) - REEL_GAP / 2;
    const place = (offset: number) => {
      if (!strip.current) return;
      strip.current.style.transform = vertical
        ? `translateY(${-offset}px)`
        : `translateX(${-offset}px)`;
    };
    if (frame !== undefined) {
      // Whole pixels: a still frame at a fractional offset antialiases differently from run to
      // run, which a visual baseline cannot hold.
      place(Math.round(reelOffset(frame * duration, distance, duration)));
      return;
    }
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const stop = () => {
      place(distance);
      if (stopped.current === spinKey) return;
      stopped.current = spinKey;
      callbacks.current.onStop?.();
      if (!moving) {
        callbacks.current.onHeld?.();
        return;
      }
      setLandedSpin(spinKey);
      timers.push(setTimeout(() => callbacks.current.onHeld?.(), hold));
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
    let lastTile = tileUnderMarker(0, pitch, size);
    let request = 0;
    const step = (now: number) => {
      const offset = reelOffset(now - start, distance, duration);
      place(offset);
      const under = tileUnderMarker(offset, pitch, size);
      if (under !== lastTile) callbacks.current.onTick?.();
      lastTile = under;
      if (now - start < duration) request = requestAnimationFrame(step);
    };
    place(0);
    request = requestAnimationFrame(step);
    timers.push(setTimeout(stop, duration));
    return () => {
      cancelAnimationFrame(request);
      for (const timer of timers) clearTimeout(timer);
    };
  }, [spinKey, moving, frame, duration, hold, pitch, winIndex, tiles, vertical]);

  const litStyle = (tile: ItemTileData, index: number): CSSProperties | undefined => {
    if (!landed) return undefined;
    if (index !== winIndex) return { opacity: 0.35, transition: 'opacity 0.25s' };
    const tone = itemTone(theme, tile.quality, tile.special);
    return {
      position: 'relative',
      zIndex: 1,
      boxShadow: `0 0 0 2px ${tone}, 0 0 24px 4px ${tone}`,
      transform: 'scale(1.06)',
    };
  };
  const litCss =
    moving &&
    css`
      animation: ${landPulse} 0.45s ease-out;
    `;

  return (
    <div
      ref={view}
      aria-hidden
      data-testid="reel"
      data-orientation={orientation}
      data-landed={landed || undefined}
      css={(t: Theme) => css`
        position: relative;
        overflow: hidden;
        padding: ${vertical ? `0 ${t.space.xs}` : `${t.space.sm} 0`};
        border-radius: ${t.radius.md};
        background: linear-gradient(
          ${vertical ? '180deg' : '90deg'},
          ${t.color.background},
          ${t.color.surface} 20%,
          ${t.color.surface} 80%,
          ${t.color.background}
        );
        ${vertical && `height: ${VERTICAL_TILES_SHOWN * pitch - REEL_GAP}px;`}
      `}
      {...rest}
    >
      <div
        ref={strip}
        data-testid="reel-strip"
        css={{
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          gap: REEL_GAP,
          willChange: moving ? 'transform' : undefined,
        }}
      >
        {tiles.map((tile, index) => {
          const won = index === winIndex || undefined;
          const style = litStyle(tile, index);
          return vertical ? (
            <ReelThumb
              // Tiles are positional: the same item may fill several places.
              key={index}
              tile={tile}
              height={tileLength}
              data-won={won}
              style={style}
              css={won && litCss}
            />
          ) : (
            <ItemTile
              key={index}
              {...tile}
              price={undefined}
              eager
              data-won={won}
              style={{ flex: 'none', width: tileWidth, ...style }}
              css={won && litCss}
            />
          );
        })}
      </div>
      <span
        data-testid="reel-marker"
        css={(t: Theme) =>
          vertical
            ? css`
                position: absolute;
                left: 0;
                right: 0;
                top: 50%;
                height: 2px;
                margin-top: -1px;
                background: ${t.color.primary};
                box-shadow: 0 0 8px ${t.color.primary};
                &::before,
                &::after {
                  content: '';
                  position: absolute;
                  top: -6px;
                  border: 7px solid transparent;
                }
                &::before {
                  left: 0;
                  border-left-color: ${t.color.primary};
                }
                &::after {
                  right: 0;
                  border-right-color: ${t.color.primary};
                }
              `
            : css`
                position: absolute;
                top: 0;
                bottom: 0;
                left: 50%;
                width: 2px;
                margin-left: -1px;
                background: ${t.color.primary};
                box-shadow: 0 0 8px ${t.color.primary};
                &::before,
                &::after {
                  content: '';
                  position: absolute;
                  left: -6px;
                  border: 7px solid transparent;
                }
                &::before {
                  top: 0;
                  border-top-color: ${t.color.primary};
                }
                &::after {
                  bottom: 0;
                  border-bottom-color: ${t.color.primary};
                }
              `
        }
      />
    </div>
  );
}

/** A vertical reel's tile: the item's picture on its rarity glow, no words (the column is narrow). */
function ReelThumb({
  tile,
  height,
  ...rest
}: { tile: ItemTileData; height: number } & HTMLAttributes<HTMLDivElement> & {
    'data-won'?: true;
  }) {
  return (
    <div
      data-quality={tile.quality}
      data-special={tile.special || undefined}
      css={(t: Theme) => {
        const tone = itemTone(t, tile.quality, tile.special);
        return css`
          flex: none;
          box-sizing: border-box;
          height: ${height}px;
          border-bottom: 3px solid ${tone};
          border-radius: ${t.radius.sm};
          background:
            radial-gradient(
              circle at 50% 60%,
              color-mix(in srgb, ${tone} 40%, transparent),
              transparent 70%
            ),
            ${t.color.surface};
        `;
      }}
      {...rest}
    >
      <LazyImage
        src={tile.image}
        alt={tile.name}
        error={tile.fallbackImage}
        eager
        fit="contain"
        width="100%"
        height="100%"
        css={{ background: 'transparent' }}
      />
    </div>
  );
}
