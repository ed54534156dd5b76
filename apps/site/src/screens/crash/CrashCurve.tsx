import type { CrashPlayer, CrashRound } from '@skinbox/api';
import { crashElapsedMs } from '@skinbox/fairness';
import { memo, useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Layout } from '../../layout/device';
import {
  curvePoints,
  frameAt,
  multiplierLines,
  pointAt,
  secondLines,
  windowFor,
  type CurveFrame,
  type Plot,
} from './curve';
import { crashMessages } from './messages';
import { formatMultiplier } from './rules';
import { useFrameLoop } from './useFrameLoop';
import { nickNameIn } from '../../shared/nickname/nickName';

export interface CrashCurveProps {
  layout: Layout;
  round: CrashRound | null;
  serverNow: () => number;
  animate: boolean;
  bettingMs: number;
  /** Cash-outs shown as dots on the curve. */
  players: readonly CrashPlayer[];
  /** The round's state in words, for screen readers (the canvas is a picture). */
  description: string;
}

interface Palette {
  line: string;
  crashed: string;
  cashed: string;
  grid: string;
  label: string;
  font: string;
}

const cssVar = (style: CSSStyleDeclaration, name: string, fallback: string) =>
  style.getPropertyValue(name).trim() || fallback;

/** The kit's colours, read from its CSS variables so a skin recolours the canvas as well. */
function paletteOf(element: Element): Palette {
  const style = getComputedStyle(element);
  return {
    line: cssVar(style, '--sb-color-primary', '#f5b70a'),
    crashed: cssVar(style, '--sb-color-danger', '#ff5a5c'),
    cashed: cssVar(style, '--sb-color-success', '#2ecc71'),
    grid: cssVar(style, '--sb-color-border', '#343849'),
    label: cssVar(style, '--sb-color-text-muted', '#9aa0b4'),
    font: cssVar(style, '--sb-font-family', 'sans-serif'),
  };
}

/** Room for the axis labels: multipliers on the left, seconds along the bottom. */
const AXIS = { left: 44, bottom: 22, top: 12, right: 12 };

/** The canvas's size in CSS pixels, as its ResizeObserver last reported it. */
interface Size {
  width: number;
  height: number;
}

/** What the canvas last showed: a frame that would show the same is not drawn again. */
interface Picture {
  kind: CurveFrame['kind'];
  /** The curve's length; 0 while there is none (the grid alone, which does not move). */
  elapsedMs: number;
  players: readonly CrashPlayer[];
  size: Size;
  /** The language the players' names are drawn in. */
  intl: IntlShape;
}

const samePicture = (a: Picture | null, b: Picture) =>
  a !== null &&
  a.kind === b.kind &&
  a.elapsedMs === b.elapsedMs &&
  a.players === b.players &&
  a.size === b.size &&
  a.intl === b.intl;

function draw(
  canvas: HTMLCanvasElement,
  { width, height }: Size,
  frame: CurveFrame,
  players: readonly CrashPlayer[],
  palette: Palette,
  /** A player's name as the viewer reads it (nickNameIn). */
  nameOf: (nickName: string) => string,
) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const plot: Plot = {
    left: AXIS.left,
    top: AXIS.top,
    width: Math.max(1, width - AXIS.left - AXIS.right),
    height: Math.max(1, height - AXIS.top - AXIS.bottom),
  };
  const elapsedMs = frame.kind === 'running' || frame.kind === 'crashed' ? frame.elapsedMs : 0;
  const view = windowFor(elapsedMs);

  context.font = `11px ${palette.font}`;
  context.lineWidth = 1;
  context.strokeStyle = palette.grid;
  context.fillStyle = palette.label;
  context.textBaseline = 'middle';
  context.textAlign = 'right';
  for (const m of [1, ...multiplierLines(view)]) {
    const { y } = pointAt(0, m, view, plot);
    context.beginPath();
    context.moveTo(plot.left, Math.round(y) + 0.5);
    context.lineTo(plot.left + plot.width, Math.round(y) + 0.5);
    context.stroke();
    context.fillText(`${m.toFixed(m < 10 ? 1 : 0)}x`, plot.left - 6, y);
  }
  context.textAlign = 'center';
  context.textBaseline = 'top';
  for (const s of secondLines(view)) {
    const { x } = pointAt(s * 1000, 1, view, plot);
    context.fillText(`${s}s`, x, plot.top + plot.height + 6);
  }

  if (frame.kind !== 'running' && frame.kind !== 'crashed') return;
  const color = frame.kind === 'crashed' ? palette.crashed : palette.line;
  const points = curvePoints(elapsedMs, view, plot);
  const base = plot.top + plot.height;
  context.beginPath();
  context.moveTo(plot.left, base);
  for (const { x, y } of points) context.lineTo(x, y);
  const tip = points[points.length - 1] ?? { x: plot.left, y: base };
  context.lineTo(tip.x, base);
  context.closePath();
  context.globalAlpha = 0.16;
  context.fillStyle = color;
  context.fill();
  context.globalAlpha = 1;

  context.beginPath();
  points.forEach(({ x, y }, i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.lineWidth = 3;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  context.strokeStyle = color;
  context.stroke();

  context.beginPath();
  context.arc(tip.x, tip.y, 5, 0, Math.PI * 2);
  context.fillStyle = color;
  context.fill();

  // Cash-outs the curve has passed: a dot where each player left, named where a name fits
  // without covering another (players leaving close together share one spot).
  const passed = players.filter((p) => p.cashedOutAt !== null && p.cashedOutAt <= frame.multiplier);
  context.textAlign = 'left';
  context.textBaseline = 'bottom';
  const named: { left: number; right: number; top: number; bottom: number }[] = [];
  for (const player of passed) {
    const at = player.cashedOutAt ?? 100;
    const { x, y } = pointAt(crashElapsedMs(at), at / 100, view, plot);
    context.beginPath();
    context.arc(x, y, 4, 0, Math.PI * 2);
    context.fillStyle = palette.cashed;
    context.fill();
    const name = nameOf(player.nickName);
    const box = {
      left: x + 6,
      right: x + 6 + context.measureText(name).width,
      top: y - 18,
      bottom: y - 4,
    };
    const covers = named.some(
      (other) =>
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom,
    );
    if (covers) continue;
    named.push(box);
    context.fillStyle = palette.label;
    context.fillText(name, box.left, box.bottom);
  }
}

/**
 * The round's curve on a canvas, rising every frame from the round's start time on the server's
 * clock (never stepped by the ticks), with the multiplier large in the middle: the countdown while
 * bets are taken, the live multiplier while it runs, the crash point in red once it crashed.
 * Without animations it is drawn a few times a second. The numbers change outside React (a ref),
 * so a frame costs at most a canvas draw and one text node, not a render.
 */
export const CrashCurve = memo(function CrashCurve({
  layout,
  round,
  serverNow,
  animate,
  bettingMs,
  players,
  description,
}: CrashCurveProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const big = useRef<HTMLSpanElement>(null);
  const small = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLSpanElement>(null);
  const palette = useRef<Palette | null>(null);
  const size = useRef<Size | null>(null);
  const shown = useRef<Picture | null>(null);

  const drawNow = useFrameLoop(() => {
    const frame = frameAt(round, serverNow());
    if (box.current) box.current.dataset.phase = frame.kind;
    // The canvas is drawn once its size is known (no layout forced for it), and again only when
    // its picture changes: every frame while the curve rises, not while bets are taken.
    if (canvas.current && size.current && palette.current) {
      const picture: Picture = {
        kind: frame.kind,
        elapsedMs: frame.kind === 'running' || frame.kind === 'crashed' ? frame.elapsedMs : 0,
        players,
        size: size.current,
        intl,
      };
      if (!samePicture(shown.current, picture)) {
        draw(canvas.current, picture.size, frame, players, palette.current, (name) =>
          nickNameIn(intl, name),
        );
        shown.current = picture;
      }
    }
    const [headline, caption] =
      frame.kind === 'waiting'
        ? ['', intl.formatMessage(crashMessages.waiting)]
        : frame.kind === 'betting'
          ? [
              intl.formatMessage(crashMessages.startsIn, {
                seconds: (frame.msLeft / 1000).toFixed(1),
              }),
              intl.formatMessage(crashMessages.bettingOpen),
            ]
          : [
              formatMultiplier(frame.multiplier),
              intl.formatMessage(
                frame.kind === 'crashed' ? crashMessages.crashed : crashMessages.running,
              ),
            ];
    if (big.current && big.current.textContent !== headline) big.current.textContent = headline;
    if (small.current && small.current.textContent !== caption) small.current.textContent = caption;
    if (bar.current) {
      const share = frame.kind === 'betting' ? Math.min(1, frame.msLeft / bettingMs) : 0;
      bar.current.style.transform = `scaleX(${share})`;
    }
  }, animate);

  // The size comes after layout, when reading the kit's colours costs no extra style pass.
  useEffect(() => {
    const element = canvas.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      palette.current ??= paletteOf(element);
      size.current = { width: entry.contentRect.width, height: entry.contentRect.height };
      drawNow();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawNow]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={`${intl.formatMessage(crashMessages.curve)}: ${description}`}
      data-animate={animate}
      css={(theme) => ({
        position: 'relative',
        height: layout === 'm' ? 220 : 400,
        borderRadius: theme.radius.lg,
        background: `radial-gradient(120% 90% at 50% 100%, ${theme.color.surfaceRaised}, ${theme.color.surface})`,
        border: `1px solid ${theme.color.border}`,
        overflow: 'hidden',
        '--curve-accent': theme.color.primary,
        '&[data-phase="crashed"]': { '--curve-accent': theme.color.danger },
        '&[data-phase="betting"], &[data-phase="waiting"]': { '--curve-accent': theme.color.text },
        '&[data-phase="betting"] [data-headline]': { fontSize: layout === 'm' ? 28 : 44 },
        '&[data-phase="crashed"][data-animate="true"] [data-headline]': {
          animation: 'crash-shake 420ms ease-out',
        },
        '@keyframes crash-shake': {
          '0%, 100%': { transform: 'translateX(0)' },
          '20%': { transform: 'translateX(-6px)' },
          '40%': { transform: 'translateX(5px)' },
          '60%': { transform: 'translateX(-3px)' },
          '80%': { transform: 'translateX(2px)' },
        },
      })}
    >
      <canvas
        ref={canvas}
        aria-hidden
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      />
      <div
        aria-hidden
        css={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          pointerEvents: 'none',
          paddingLeft: AXIS.left,
        }}
      >
        <span
          ref={big}
          data-headline
          css={(theme) => ({
            color: 'var(--curve-accent)',
            fontSize: layout === 'm' ? 44 : 72,
            fontWeight: theme.fontWeight.bold,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1,
            textShadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
          })}
        />
        <span
          ref={small}
          css={(theme) => ({
            color: theme.color.textMuted,
            fontSize: layout === 'm' ? theme.fontSize.md : theme.fontSize.lg,
          })}
        />
      </div>
      <span
        aria-hidden
        css={(theme) => ({
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 4,
          background: theme.color.primary,
          transformOrigin: 'left',
          transform: 'scaleX(0)',
        })}
        ref={bar}
      />
    </div>
  );
});
