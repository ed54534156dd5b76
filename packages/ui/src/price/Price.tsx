import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';

/** SPEC section 9: prices show at 16px, weight 400, in white (the dark theme's text colour). */
export const PRICE_FONT_SIZE = 16;
export const PRICE_FONT_WEIGHT = 400;

export interface PriceProps extends HTMLAttributes<HTMLSpanElement> {
  /** A decimal string such as "12.5" or "300"; split at the dot. */
  value: string;
  /** Shows only the whole part. */
  hideDecimal?: boolean;
  /** The coin icon before the amount (default on). */
  showIcon?: boolean;
}

/** "12.5" → ["12", "5"]; no fraction → "00" (SPEC section 3: .00 when absent). */
export function splitPrice(value: string): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return [whole === '' ? '0' : whole, fraction === '' ? '00' : fraction];
}

const root = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${PRICE_FONT_SIZE}px;
  font-weight: ${PRICE_FONT_WEIGHT};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A coin amount (SPEC section 3 price display). */
export function Price({ value, hideDecimal = false, showIcon = true, ...rest }: PriceProps) {
  const intl = useIntl();
  const [whole, fraction] = splitPrice(value);
  return (
    <span css={root} {...rest}>
      {showIcon && (
        <Icon
          name="coin"
          label={intl.formatMessage({ id: 'ui.price.coin' })}
          color="var(--sb-color-coin)"
        />
      )}
      <span>
        {whole}
        {!hideDecimal && <span data-fraction="">.{fraction}</span>}
      </span>
    </span>
  );
}
