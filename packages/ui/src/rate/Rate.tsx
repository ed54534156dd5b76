import { css, useTheme, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { useRate, type UseRateOptions } from './useRate';

/** Vant's star size and the space between stars, in pixels. */
export const RATE_SIZE = 20;
export const RATE_GUTTER = 4;

export interface RateProps
  extends
    UseRateOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'color'> {
  /** Star size; a number is pixels. */
  size?: number | string;
  /** Space between stars; a number is pixels. */
  gutter?: number | string;
  /** Colour of filled stars (theme primary by default). */
  color?: string;
  /** Colour of empty stars. */
  voidColor?: string;
  /** Colour of filled stars while disabled. */
  disabledColor?: string;
}

const unit = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

const star = (theme: Theme, gutter: string, interactive: boolean) => css`
  position: relative;
  display: inline-flex;
  padding: 0;
  cursor: ${interactive ? 'pointer' : 'default'};
  &:not(:last-child) {
    margin-right: ${gutter};
  }
  &:focus-visible {
    border-radius: ${theme.radius.sm};
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const halfClip = css`
  position: absolute;
  top: 0;
  left: 0;
  display: inline-flex;
  height: 100%;
  overflow: hidden;
`;

/**
 * A star rating (Vant Rate, SPEC five stars): a radio group whose stars are radios, arrows move
 * the value; half stars, read-only fractions, swiping and clearing as in Vant.
 */
export function Rate({
  value,
  defaultValue,
  onChange,
  count,
  allowHalf,
  readonly = false,
  disabled = false,
  touchable,
  clearable,
  size = RATE_SIZE,
  gutter = RATE_GUTTER,
  color,
  voidColor,
  disabledColor,
  ...rest
}: RateProps) {
  const intl = useIntl();
  const theme = useTheme();
  const {
    value: current,
    stars,
    groupProps,
  } = useRate({
    value,
    defaultValue,
    onChange,
    count,
    allowHalf,
    readonly,
    disabled,
    touchable,
    clearable,
  });
  const dimension = unit(size);
  const fullColour = disabled
    ? (disabledColor ?? theme.color.textMuted)
    : (color ?? theme.color.primary);
  // Empty stars are outlines in the muted text colour: readable on the dark ground (a filled star
  // in the border colour was 1.6:1) and still unlike a disabled full star, which is filled.
  const voidColour = voidColor ?? theme.color.textMuted;

  return (
    <div
      {...groupProps}
      aria-label={intl.formatMessage({ id: 'ui.rate.label' })}
      css={css`
        display: inline-flex;
        touch-action: pan-y;
        user-select: none;
      `}
      {...rest}
    >
      {stars.map(({ score, status, fill, checked, radioProps }) => {
        return (
          <span
            key={score}
            {...radioProps}
            aria-label={intl.formatMessage(
              { id: 'ui.rate.star' },
              // The checked star of a half value says the value itself, e.g. "2.5 stars".
              { count: checked ? current : score },
            )}
            data-status={status}
            css={(t: Theme) => star(t, unit(gutter), !readonly && !disabled)}
          >
            <Icon
              name="star"
              size={dimension}
              color={status === 'full' ? fullColour : voidColour}
              fill={status === 'full' ? 'currentColor' : 'none'}
            />
            {status === 'half' && (
              <span css={halfClip} style={{ width: `${fill * 100}%` }}>
                <Icon name="star" size={dimension} color={fullColour} fill="currentColor" />
              </span>
            )}
          </span>
        );
      })}
    </div>
  );
}
