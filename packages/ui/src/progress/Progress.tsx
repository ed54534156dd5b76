import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** SPEC section 5: progress runs from 0 to 100. */
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
/** Vant's bar thickness, in pixels. */
export const PROGRESS_STROKE_WIDTH = 4;

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** Done share in percent; clamped to [0, 100]. */
  percentage?: number;
  /** Bar thickness; a number is pixels. */
  strokeWidth?: number | string;
  /** Fill colour (theme primary by default). */
  color?: string;
  /** Colour of the empty track. */
  trackColor?: string;
  /** Text in the bubble; `${percentage}%` by default. */
  pivotText?: ReactNode;
  /** Bubble background; the fill colour by default. */
  pivotColor?: string;
  /** Bubble text colour. */
  textColor?: string;
  /** Greys the bar out, e.g. for a paused task. */
  inactive?: boolean;
  /** Shows the bubble with the text (default on). */
  showPivot?: boolean;
}

/** Keeps a percentage inside [0, 100]; anything not a number counts as 0. */
export function clampPercentage(value: number): number {
  if (Number.isNaN(value)) return PROGRESS_MIN;
  return Math.min(Math.max(value, PROGRESS_MIN), PROGRESS_MAX);
}

const unit = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

/** A horizontal progress bar (Vant Progress) with the progressbar role. */
export function Progress({
  percentage = 0,
  strokeWidth = PROGRESS_STROKE_WIDTH,
  color,
  trackColor,
  pivotText,
  pivotColor,
  textColor,
  inactive = false,
  showPivot = true,
  ...rest
}: ProgressProps) {
  const intl = useIntl();
  const pct = clampPercentage(percentage);
  const text = pivotText ?? `${pct}%`;
  const fill = (theme: Theme) =>
    inactive ? theme.color.textMuted : (color ?? theme.color.primary);

  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'ui.progress.label' })}
      aria-valuemin={PROGRESS_MIN}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={pct}
      aria-valuetext={typeof text === 'string' ? text : undefined}
      data-inactive={inactive || undefined}
      css={(theme: Theme) => css`
        position: relative;
        height: ${unit(strokeWidth)};
        border-radius: ${theme.radius.round};
        background: ${trackColor ?? theme.color.surfaceRaised};
      `}
      {...rest}
    >
      <span
        data-part="portion"
        css={(theme: Theme) => css`
          position: absolute;
          top: 0;
          left: 0;
          width: ${pct}%;
          height: 100%;
          border-radius: inherit;
          background: ${fill(theme)};
          transition: width 0.3s;
        `}
      />
      {showPivot && text !== '' && (
        <span
          data-part="pivot"
          aria-hidden="true"
          css={(theme: Theme) => css`
            position: absolute;
            top: 50%;
            left: ${pct}%;
            box-sizing: border-box;
            min-width: 3.6em;
            padding: 0 5px;
            border-radius: 1em;
            background: ${inactive ? theme.color.textMuted : (pivotColor ?? fill(theme))};
            color: ${textColor ?? theme.color.primaryText};
            font-family: ${theme.fontFamily};
            font-size: ${theme.fontSize.xs};
            line-height: 1.6;
            text-align: center;
            white-space: nowrap;
            word-break: keep-all;
            transform: translate(-${pct}%, -50%);
            transition:
              left 0.3s,
              transform 0.3s;
          `}
        >
          {text}
        </span>
      )}
    </div>
  );
}
