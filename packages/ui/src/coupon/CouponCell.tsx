import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { COUPON_CURRENCY, formatCouponFace, type CouponInfo } from './format';
import { NO_COUPON } from './useCouponList';

export interface CouponCellProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  /** The usable coupons, as given to CouponList. */
  coupons?: readonly CouponInfo[];
  /** Index of the chosen coupon; -1 for none. */
  chosenCoupon?: number;
  /** Defaults to the catalogue's 优惠券 / Coupons. */
  title?: ReactNode;
  currency?: string;
  /** Shows the arrow and takes presses (default on); off, it is a plain line. */
  editable?: boolean;
}

const cell = (theme: Theme, editable: boolean) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 10px ${theme.space.lg};
  border: 0;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 24px;
  text-align: left;
  cursor: ${editable ? 'pointer' : 'default'};
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
`;

const valueStyle = (theme: Theme, chosen: boolean) => css`
  flex: 1;
  min-width: 0;
  color: ${chosen ? theme.color.danger : theme.color.textMuted};
  text-align: right;
`;

/**
 * The checkout line that opens the coupon list (Vant CouponCell): the chosen coupon's saving
 * (-¥1.50, or its discount), else how many coupons can be used.
 */
export function CouponCell({
  coupons = [],
  chosenCoupon = NO_COUPON,
  title,
  currency = COUPON_CURRENCY,
  editable = true,
  type = 'button',
  disabled,
  ...rest
}: CouponCellProps) {
  const intl = useIntl();
  const coupon = coupons[chosenCoupon];
  let value: string;
  if (coupon) {
    const face = formatCouponFace(intl, coupon, currency);
    value = coupon.denominations && !coupon.valueDesc ? `-${face}` : face;
  } else if (coupons.length > 0) {
    value = intl.formatMessage({ id: 'ui.couponCell.count' }, { count: coupons.length });
  } else {
    value = intl.formatMessage({ id: 'ui.couponCell.none' });
  }
  return (
    <button
      type={type}
      disabled={disabled || !editable}
      data-editable={editable || undefined}
      css={(theme: Theme) => cell(theme, editable)}
      {...rest}
    >
      <span>{title ?? intl.formatMessage({ id: 'ui.couponCell.title' })}</span>
      <span data-coupon-cell-value="" css={(theme: Theme) => valueStyle(theme, Boolean(coupon))}>
        {value}
      </span>
      {editable && <Icon name="arrow" size={16} />}
    </button>
  );
}
