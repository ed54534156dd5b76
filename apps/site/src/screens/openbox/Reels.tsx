import type { GoodsSummary } from '@skinbox/api';
import { useEffect, useRef } from 'react';
import { GoodsPicture } from '../game/goods/GoodsPicture';
import { qualityColor } from '../game/goods/quality';
import { REEL_MS, reelDistance, reelOffset, tileUnderLine } from './reel';
import { createReelSound } from './sound';

export interface ReelsProps {
  /** One strip per opened box (see buildStrip). */
  strips: GoodsSummary[][];
  /** Tile width in px, gap included. */
  tile: number;
  sound: boolean;
  /** Called once, REEL_MS after the start; the owner then shows the results. */
  onEnd(): void;
}

/**
 * The opening reels: every strip slides on one clock (frame by frame, so the clicks follow the
 * tiles) and stops on its won item. Screen-specific composition until UI-B's generic SpinStrip
 * lands (asked in coord NOTES). Decorative to assistive technology: the results view says what
 * was won.
 */
export function Reels({ strips, tile, sound, onEnd }: ReelsProps) {
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  const view = useRef<HTMLDivElement | null>(null);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    const player = sound ? createReelSound() : null;
    const width = view.current?.clientWidth ?? 0;
    const distance = reelDistance(tile, width);
    const start = performance.now();
    let lastTile = tileUnderLine(0, tile, width);
    let frame = 0;
    const step = (now: number) => {
      const offset = reelOffset(now - start, distance);
      for (const row of rows.current) {
        if (row) row.style.transform = `translateX(${-offset}px)`;
      }
      const under = tileUnderLine(offset, tile, width);
      if (under !== lastTile) player?.tick();
      lastTile = under;
      if (now - start < REEL_MS) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    const done = setTimeout(() => {
      player?.win();
      ended.current();
    }, REEL_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(done);
      // Let the win chord ring out before the context closes.
      setTimeout(() => player?.close(), 1000);
    };
  }, [strips, tile, sound]);

  return (
    <div
      ref={view}
      aria-hidden
      data-testid="reels"
      css={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        padding: `${theme.space.sm} 0`,
        borderRadius: theme.radius.md,
        background: theme.color.surface,
      })}
    >
      <span
        css={(theme) => ({
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: '50%',
          width: 2,
          background: theme.color.primary,
          zIndex: 1,
        })}
      />
      {strips.map((strip, row) => (
        <div
          // Strips are positional: one per opened box, in order.
          key={row}
          ref={(element) => {
            rows.current[row] = element;
          }}
          css={{ display: 'flex', willChange: 'transform' }}
        >
          {strip.map((goods, index) => (
            <div
              key={index}
              css={(theme) => ({
                flex: 'none',
                width: tile - 4,
                marginRight: 4,
                borderBottom: `3px solid ${qualityColor(theme, goods.quality)}`,
              })}
            >
              <GoodsPicture goods={goods} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
