import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import {
  COUPON_CURRENCY,
  formatCents,
  formatCouponCondition,
  formatCouponDiscount,
  formatCouponPeriod,
  type CouponInfo,
} from './format';

export interface CouponProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
  coupon: CouponInfo;
  /** Ticks the corner mark (the list's current choice). */
  chosen?: boolean;
  /** Greyed out, without the corner mark, showing `reason` instead of the description. */
  disabled?: boolean;
  /** Currency symbol before amounts (default ¥). */
  currency?: string;
}

const card = (theme: Theme, disabled: boolean) => css`
  box-sizing: border-box;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${disabled ? theme.color.textMuted : theme.color.text};
  font-family: ${theme.fontFamily};
  &[role='radio'] {
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const content = css`
  display: flex;
  align-items: center;
  min-height: 84px;
  padding: 14px 0;
  box-sizing: border-box;
`;

const head = (theme: Theme, disabled: boolean) => css`
  flex: none;
  width: 120px;
  padding: 0 ${theme.space.sm};
  box-sizing: border-box;
  color: ${disabled ? 'inherit' : theme.color.danger};
  text-align: center;
`;

const amount = (theme: Theme) => css`
  margin: 0 0 6px;
  font-size: 26px;
  font-weight: 600;
  line-height: 1.15;
  overflow-wrap: anywhere;
  & > small {
    font-size: ${theme.fontSize.md};
  }
  &[data-kind='discount'] {
    font-size: 22px;
  }
`;

const small = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  line-height: 16px;
  white-space: pre-wrap;
`;

const body = (theme: Theme) => css`
  position: relative;
  flex: 1;
  min-width: 0;
  padding-right: 44px;
  & > p:first-of-type {
    margin: 0 0 10px;
    color: inherit;
    font-size: ${theme.fontSize.md};
    font-weight: 600;
    line-height: 20px;
  }
`;

const corner = (theme: Theme, chosen: boolean) => css`
  position: absolute;
  top: 50%;
  right: ${theme.space.lg};
  display: flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  box-sizing: border-box;
  border: 1px solid ${chosen ? theme.color.danger : theme.color.textMuted};
  border-radius: ${theme.radius.round};
  background: ${chosen ? theme.color.danger : 'transparent'};
  color: #ffffff;
  transform: translateY(-50%);
`;

const note = (theme: Theme) => css`
  margin: 0;
  padding: 7px ${theme.space.lg};
  border-top: 1px dashed ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: 18px;
`;

/**
 * One coupon (Vant Coupon): its value (cash, discount or a ready-made text), the minimum order,
 * its name, validity dates and description; a corner mark when it can be chosen. Spread props
 * land on the root, so a list can make it a radio.
 */
export function Coupon({
  coupon,
  chosen = false,
  disabled = false,
  currency = COUPON_CURRENCY,
  ...rest
}: CouponProps) {
  const intl = useIntl();
  const description = (disabled && coupon.reason) || coupon.description;

  let face: ReactNode = null;
  let kind = '';
  if (coupon.valueDesc) {
    face = (
      <>
        {coupon.valueDesc}
        {coupon.unitDesc && <small>{coupon.unitDesc}</small>}
      </>
    );
  } else if (coupon.denominations) {
    face = (
      <>
        <small>{currency}</small>
        {formatCents(intl, coupon.denominations)}
      </>
    );
  } else if (coupon.discount) {
    face = formatCouponDiscount(intl, coupon.discount);
    kind = 'discount';
  }

  return (
    <div
      data-coupon=""
      data-chosen={chosen || undefined}
      data-disabled={disabled || undefined}
      aria-disabled={disabled || undefined}
      css={(theme: Theme) => card(theme, disabled)}
      {...rest}
    >
      <div css={content}>
        <div css={(theme: Theme) => head(theme, disabled)}>
          <p data-coupon-value="" data-kind={kind || undefined} css={amount}>
            {face}
          </p>
          <p css={small}>
            {coupon.condition || formatCouponCondition(intl, coupon.originCondition, currency)}
          </p>
        </div>
        <div css={body}>
          <p>{coupon.name}</p>
          <p css={small}>{formatCouponPeriod(intl, coupon.startAt, coupon.endAt)}</p>
          {!disabled && (
            <span data-coupon-mark="" aria-hidden css={(theme: Theme) => corner(theme, chosen)}>
              {chosen && <Icon name="check" size={14} strokeWidth={2.5} />}
            </span>
          )}
        </div>
      </div>
      {description && <p css={note}>{description}</p>}
    </div>
  );
}
