import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { COUNT_UP_DURATION, formatCountUp, type CountUpFormat } from './formatCountUp';
import { useCountUp } from './useCountUp';

export interface CountUpProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, CountUpFormat {
  /** Where the first count starts; 0 by default. */
  start?: number;
  end: number;
  /** 3000 ms by default (SPEC). */
  duration?: number;
  onFinish?: () => void;
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const root = (theme: Theme) => css`
  position: relative;
  font-family: ${theme.fontFamily};
  font-variant-numeric: tabular-nums;
`;

/**
 * A number that counts up to `end` (countup.js semantics: easeOutExpo over 3000 ms, ',' between
 * thousands). Screen readers get only the final value, never the frames.
 */
export function CountUp({
  start = 0,
  end,
  duration = COUNT_UP_DURATION,
  onFinish,
  decimals,
  separator,
  decimal,
  prefix,
  suffix,
  ...rest
}: CountUpProps) {
  const value = useCountUp({ start, end, duration, onFinish });
  const format = { decimals, separator, decimal, prefix, suffix };
  return (
    <span css={root} {...rest}>
      <span aria-hidden="true">{formatCountUp(value, format)}</span>
      <span css={visuallyHidden}>{formatCountUp(end, format)}</span>
    </span>
  );
}
