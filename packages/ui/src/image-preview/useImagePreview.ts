import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Smallest zoom a pinch reaches (Vant minZoom); on release anything under 1 springs back to 1. */
export const IMAGE_PREVIEW_MIN_ZOOM = 1 / 3;
/** Largest zoom a pinch reaches (Vant maxZoom). */
export const IMAGE_PREVIEW_MAX_ZOOM = 3;
/** Zoom a double tap toggles to from 1 (and back to 1 from any zoom above 1), as Vant does. */
export const IMAGE_PREVIEW_DOUBLE_TAP_ZOOM = 2;
/** Two taps closer than this (ms) are a double tap; a single tap closes only after it passes. */
export const DOUBLE_TAP_INTERVAL = 250;
/** A press that moves less than this (px) is a tap (Vant TAP_OFFSET). */
export const IMAGE_PREVIEW_TAP_OFFSET = 5;
/** A horizontal drag of at least this many px changes the image. */
export const IMAGE_PREVIEW_SWIPE_THRESHOLD = 50;
/** Slide time between images, ms. */
export const IMAGE_PREVIEW_SWIPE_DURATION = 300;

export interface UseImagePreviewOptions {
  count: number;
  startPosition: number;
  minZoom: number;
  maxZoom: number;
  /** Double tap toggles zoom; without it a single tap acts at once. */
  doubleScale: boolean;
  /** Swiping past the last image shows the first and the other way round. */
  loop: boolean;
  /** A single tap on the image asks to close. */
  closeOnClickImage: boolean;
  onClose?: () => void;
  onChange?: (index: number) => void;
}

interface Point {
  x: number;
  y: number;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'swipe' | 'pan'; start: Point; startTime: number; startMove: Point; moved: boolean }
  | { kind: 'pinch'; startDistance: number; startZoom: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const distance = ([a, b]: Point[]) => (a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0);

/**
 * ImagePreview's behaviour (Vant semantics): which image shows, its zoom and offset, and the
 * pointer gestures (mouse, pen and touch through Pointer Events): swipe to change image, pinch to
 * zoom between `minZoom` and `maxZoom`, drag to pan a zoomed image, double tap to toggle zoom,
 * single tap to close once the double-tap window has passed.
 */
export function useImagePreview({
  count,
  startPosition,
  minZoom,
  maxZoom,
  doubleScale,
  loop,
  closeOnClickImage,
  onClose,
  onChange,
}: UseImagePreviewOptions) {
  const [index, setIndexState] = useState(() => clamp(startPosition, 0, Math.max(count - 1, 0)));
  const [zoom, setZoomState] = useState(1);
  const [move, setMove] = useState<Point>({ x: 0, y: 0 });
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const tapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const view = useRef({ index, zoom, move });
  view.current = { index, zoom, move };
  const latest = useRef({ onClose, onChange });
  latest.current = { onClose, onChange };

  useEffect(
    () => () => {
      if (tapTimer.current) clearTimeout(tapTimer.current);
    },
    [],
  );

  const setZoom = (next: number) => {
    view.current.zoom = next;
    setZoomState(next);
  };

  const resetZoom = () => {
    setZoom(1);
    setMove({ x: 0, y: 0 });
  };

  const go = (step: number) => {
    if (count < 2) return;
    const target = view.current.index + step;
    const next = loop ? (target + count) % count : clamp(target, 0, count - 1);
    if (next === view.current.index) return;
    view.current.index = next;
    setIndexState(next);
    resetZoom();
    latest.current.onChange?.(next);
  };

  const toggleZoom = () => {
    setZoom(view.current.zoom > 1 ? 1 : IMAGE_PREVIEW_DOUBLE_TAP_ZOOM);
    setMove({ x: 0, y: 0 });
  };

  const tap = () => {
    if (tapTimer.current) {
      clearTimeout(tapTimer.current);
      tapTimer.current = null;
      toggleZoom();
    } else if (!doubleScale) {
      if (closeOnClickImage) latest.current.onClose?.();
    } else {
      tapTimer.current = setTimeout(() => {
        tapTimer.current = null;
        if (closeOnClickImage) latest.current.onClose?.();
      }, DOUBLE_TAP_INTERVAL);
    }
  };

  /** How far a zoomed image may move before its edge comes off the stage's edge. */
  const clampMove = (point: Point, scale: number): Point => {
    const box = stage.current?.getBoundingClientRect();
    const maxX = box ? (box.width * (scale - 1)) / 2 : 0;
    const maxY = box ? (box.height * (scale - 1)) / 2 : 0;
    return { x: clamp(point.x, -maxX, maxX), y: clamp(point.y, -maxY, maxY) };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const element = event.currentTarget;
    if (typeof element.setPointerCapture === 'function' && element.isConnected) {
      try {
        element.setPointerCapture(event.pointerId);
      } catch {
        // An already released pointer cannot be captured; the gesture still works without.
      }
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      gesture.current = {
        kind: view.current.zoom > 1 ? 'pan' : 'swipe',
        start: { x: event.clientX, y: event.clientY },
        startTime: Date.now(),
        startMove: view.current.move,
        moved: false,
      };
      setDragging(true);
    } else if (pointers.current.size === 2) {
      gesture.current = {
        kind: 'pinch',
        startDistance: distance([...pointers.current.values()]),
        startZoom: view.current.zoom,
      };
      setOffset(0);
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const now = distance([...pointers.current.values()]);
      if (current.startDistance > 0) {
        setZoom(clamp((current.startZoom * now) / current.startDistance, minZoom, maxZoom));
      }
      return;
    }
    if (current.kind === 'none') return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (Math.abs(dx) >= IMAGE_PREVIEW_TAP_OFFSET || Math.abs(dy) >= IMAGE_PREVIEW_TAP_OFFSET) {
      current.moved = true;
    }
    if (current.kind === 'swipe') {
      setOffset(dx);
    } else {
      const next = clampMove(
        { x: current.startMove.x + dx, y: current.startMove.y + dy },
        view.current.zoom,
      );
      view.current.move = next;
      setMove(next);
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current.kind === 'pinch') {
      if (pointers.current.size < 2) {
        gesture.current = { kind: 'none' };
        if (view.current.zoom < 1) resetZoom();
      }
      if (pointers.current.size === 0) setDragging(false);
      return;
    }
    gesture.current = { kind: 'none' };
    setDragging(false);
    setOffset(0);
    if (current.kind === 'none') return;
    const dx = event.clientX - current.start.x;
    if (event.type === 'pointercancel') return;
    if (current.kind === 'swipe' && Math.abs(dx) >= IMAGE_PREVIEW_SWIPE_THRESHOLD) {
      go(dx < 0 ? 1 : -1);
    } else if (!current.moved && Date.now() - current.startTime < DOUBLE_TAP_INTERVAL) {
      tap();
    }
  };

  return {
    index,
    zoom,
    move,
    offset,
    dragging,
    stage,
    go,
    stageHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
