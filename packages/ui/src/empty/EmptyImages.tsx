import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export const EMPTY_PRESETS = ['default', 'error', 'network', 'search'] as const;
export type EmptyPreset = (typeof EMPTY_PRESETS)[number];

/**
 * The four preset pictures as small inline SVGs, drawn in theme tokens so each skin recolours
 * them. Decorative: the description says what they mean.
 */
export function EmptyImage({ preset }: { preset: EmptyPreset }) {
  const theme = useTheme();
  const ground = { fill: theme.color.surfaceRaised };
  const body = {
    fill: theme.color.surface,
    stroke: theme.color.border,
    strokeWidth: 3,
    strokeLinejoin: 'round' as const,
  };
  const line = {
    fill: 'none',
    stroke: theme.color.textMuted,
    strokeWidth: 5,
    strokeLinecap: 'round' as const,
  };
  const accent = { ...line, stroke: theme.color.primary };
  const alarm = { ...line, stroke: theme.color.danger };

  const drawings: Record<EmptyPreset, ReactNode> = {
    // An open, empty box.
    default: (
      <>
        <path style={body} d="M40 68h80v52a6 6 0 0 1-6 6H46a6 6 0 0 1-6-6Z" />
        <path style={body} d="M40 68 26 48h62l-8 20ZM120 68l14-20H72l8 20Z" />
        <path style={accent} d="M66 96h28" />
      </>
    ),
    // A card with a warning mark.
    error: (
      <>
        <rect style={body} x="44" y="28" width="72" height="96" rx="8" />
        <path style={alarm} d="M80 56v26M80 98v1" />
      </>
    ),
    // Signal arcs, struck through.
    network: (
      <>
        <path
          style={line}
          d="M36 70a62 62 0 0 1 88 0M50 86a42 42 0 0 1 60 0M64 102a22 22 0 0 1 32 0"
        />
        <circle style={{ fill: theme.color.textMuted }} cx="80" cy="116" r="6" />
        <path style={alarm} d="M46 40l68 84" />
      </>
    ),
    // A magnifier over nothing.
    search: (
      <>
        <circle style={body} cx="72" cy="72" r="34" />
        <path style={line} d="M97 97l24 24" />
        <path style={accent} d="M60 72h24" />
      </>
    ),
  };

  return (
    <svg viewBox="0 0 160 160" width="100%" height="100%" aria-hidden="true" focusable="false">
      <ellipse style={ground} cx="80" cy="138" rx="56" ry="8" />
      {drawings[preset]}
    </svg>
  );
}
