import { useLayoutEffect, useState, type RefObject } from 'react';
import { ellipsize, type EllipsisPosition } from './ellipsize';

const px = (value: string) => parseFloat(value) || 0;

/**
 * A hidden copy of `root` (same class, same width, no clamp) to try texts in, and the height
 * allowed for `rows` lines: Vant's (rows + 0.5) × line height plus the vertical padding.
 */
function measurer(root: HTMLElement, rows: number) {
  const style = getComputedStyle(root);
  const fontSize = px(style.fontSize) || 14;
  const lineHeight = style.lineHeight.endsWith('px')
    ? px(style.lineHeight)
    : Number(style.lineHeight) > 0
      ? Number(style.lineHeight) * fontSize
      : fontSize * 1.2;
  const maxHeight = Math.ceil(
    (rows + 0.5) * lineHeight + px(style.paddingTop) + px(style.paddingBottom),
  );
  const probe = root.cloneNode(false) as HTMLElement;
  probe.removeAttribute('id');
  probe.setAttribute('aria-hidden', 'true');
  Object.assign(probe.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    zIndex: '-1',
    visibility: 'hidden',
    boxSizing: 'border-box',
    width: `${root.getBoundingClientRect().width}px`,
    height: 'auto',
    minHeight: '0',
    maxHeight: 'none',
    display: 'block',
    overflow: 'visible',
    webkitLineClamp: 'unset',
  });
  (root.parentNode ?? document.body).appendChild(probe);
  return {
    fits: (text: string) => {
      probe.textContent = text;
      return probe.offsetHeight <= maxHeight;
    },
    dispose: () => probe.remove(),
  };
}

export interface UseEllipsisOptions {
  content: string;
  rows: number;
  position: EllipsisPosition;
  dots: string;
  /** Text shown after the shortened text (the expand action), which must fit too. */
  suffix: string;
}

/**
 * Measures, after layout and whenever the width changes, how much of `content` fits in `rows`
 * lines of `ref`'s element; gives the shortened text and whether anything was cut.
 */
export function useEllipsis(
  ref: RefObject<HTMLElement | null>,
  { content, rows, position, dots, suffix }: UseEllipsisOptions,
) {
  const [result, setResult] = useState({ text: content, truncated: false });

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    let width = -1;
    const measure = () => {
      const nextWidth = root.getBoundingClientRect().width;
      if (nextWidth === width) return;
      width = nextWidth;
      const { fits, dispose } = measurer(root, rows);
      try {
        const next = ellipsize(content, fits, {
          position,
          dots,
          suffix: suffix ? ` ${suffix}` : '',
        });
        setResult((previous) =>
          previous.text === next.text && previous.truncated === next.truncated ? previous : next,
        );
      } finally {
        dispose();
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  }, [ref, content, rows, position, dots, suffix]);

  return result;
}
