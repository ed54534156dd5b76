import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Empty } from '../empty';
import { Tabs } from '../tabs';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from '../validators/validators';
import { Coupon } from './Coupon';
import { COUPON_CURRENCY, type CouponInfo } from './format';
import { NO_COUPON, useCouponList } from './useCouponList';

export interface CouponListProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** Coupons that can be used now (the first tab). */
  coupons?: readonly CouponInfo[];
  /** Coupons that cannot, each with its `reason` (the second tab). */
  disabledCoupons?: readonly CouponInfo[];
  /** Index of the chosen coupon in `coupons` (controlled); -1 (NO_COUPON) for none. */
  chosenCoupon?: number;
  /** Starting choice when uncontrolled; none by default. */
  defaultChosenCoupon?: number;
  /** A coupon was chosen (its index), or "don't use coupons" was pressed (-1). */
  onChange?: (index: number) => void;
  /** Currency symbol before amounts (default ¥). */
  currency?: string;
  /** The exchange code (controlled); uncontrolled, the field empties after each exchange. */
  code?: string;
  defaultCode?: string;
  onCodeChange?: (code: string) => void;
  /** The exchange button was pressed with this code. */
  onExchange?: (code: string) => void;
  showExchangeBar?: boolean;
  /** The exchange button stays disabled below this many characters (default 1). */
  exchangeMinLength?: number;
  exchangeButtonText?: ReactNode;
  exchangeButtonLoading?: boolean;
  exchangeButtonDisabled?: boolean;
  inputPlaceholder?: string;
  /** Shows how many coupons each tab holds (default on). */
  showCount?: boolean;
  enabledTitle?: ReactNode;
  disabledTitle?: ReactNode;
  /** The bottom button that chooses no coupon (default on). */
  showCloseButton?: boolean;
  closeButtonText?: ReactNode;
  /** Scrolls this coupon of `coupons` into view. */
  displayedCouponIndex?: number;
  /** Shown instead of an empty tab's list; defaults to the catalogue's 暂无优惠券. */
  emptyContent?: ReactNode;
  listFooter?: ReactNode;
  disabledListFooter?: ReactNode;
}

const root = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
`;

const bar = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg};
  background: ${theme.color.surface};
`;

const field = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  height: 32px;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.background};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.fontSize.md};
  &::placeholder {
    color: ${theme.color.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -1px;
  }
`;

const list = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
`;

const bottom = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  padding: ${theme.space.sm} ${theme.space.lg};
  background: ${theme.color.background};
  & > button {
    border-radius: ${theme.radius.round};
  }
`;

/**
 * A coupon picker (Vant CouponList): an exchange bar, tabs for usable and unusable coupons, the
 * usable ones as a radio group (one chosen index, -1 for none), and a button to use none.
 */
export function CouponList({
  coupons = [],
  disabledCoupons = [],
  chosenCoupon,
  defaultChosenCoupon = NO_COUPON,
  onChange,
  currency = COUPON_CURRENCY,
  code,
  defaultCode,
  onCodeChange,
  onExchange,
  showExchangeBar = true,
  exchangeMinLength = COUPON_CODE_MIN_LENGTH,
  exchangeButtonText,
  exchangeButtonLoading = false,
  exchangeButtonDisabled = false,
  inputPlaceholder,
  showCount = true,
  enabledTitle,
  disabledTitle,
  showCloseButton = true,
  closeButtonText,
  displayedCouponIndex = NO_COUPON,
  emptyContent,
  listFooter,
  disabledListFooter,
  ...rest
}: CouponListProps) {
  const intl = useIntl();
  const state = useCouponList({
    count: coupons.length,
    chosenCoupon,
    defaultChosenCoupon,
    onChange,
    code,
    defaultCode,
    onCodeChange,
    onExchange,
    exchangeMinLength,
    exchangeButtonDisabled,
    displayedCouponIndex,
  });

  const placeholder = inputPlaceholder ?? intl.formatMessage({ id: 'ui.couponList.placeholder' });
  const counted = (title: ReactNode, count: number) =>
    showCount ? (
      <>
        {title} ({count})
      </>
    ) : (
      title
    );
  const availableTitle = enabledTitle ?? intl.formatMessage({ id: 'ui.couponList.available' });
  const unavailableTitle = disabledTitle ?? intl.formatMessage({ id: 'ui.couponList.unavailable' });
  const emptyState = emptyContent ?? (
    <Empty imageSize={120} description={intl.formatMessage({ id: 'ui.couponList.empty' })} />
  );

  const available = (
    <>
      {coupons.length > 0 ? (
        <div
          role="radiogroup"
          aria-label={typeof availableTitle === 'string' ? availableTitle : undefined}
          css={list}
        >
          {coupons.map((coupon, index) => (
            <Coupon
              key={coupon.id}
              ref={state.itemRef(index)}
              coupon={coupon}
              currency={currency}
              chosen={index === state.chosen}
              role="radio"
              aria-checked={index === state.chosen}
              tabIndex={index === state.tabStop ? 0 : -1}
              onClick={() => state.choose(index)}
              onKeyDown={state.onItemKeyDown(index)}
            />
          ))}
        </div>
      ) : (
        emptyState
      )}
      {listFooter}
    </>
  );

  const unavailable = (
    <>
      {disabledCoupons.length > 0 ? (
        <div css={list}>
          {disabledCoupons.map((coupon) => (
            <Coupon key={coupon.id} coupon={coupon} currency={currency} disabled />
          ))}
        </div>
      ) : (
        emptyState
      )}
      {disabledListFooter}
    </>
  );

  return (
    <div data-coupon-list="" css={root} {...rest}>
      {showExchangeBar && (
        <div css={bar}>
          <input
            type="text"
            value={state.code}
            maxLength={COUPON_CODE_MAX_LENGTH}
            placeholder={placeholder}
            aria-label={placeholder}
            autoComplete="off"
            css={field}
            onChange={(event) => state.setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !state.exchangeDisabled) state.exchange();
            }}
          />
          <Button
            variant="primary"
            size="small"
            loading={exchangeButtonLoading}
            disabled={state.exchangeDisabled && !exchangeButtonLoading}
            onClick={state.exchange}
          >
            {exchangeButtonText ?? intl.formatMessage({ id: 'ui.couponList.exchange' })}
          </Button>
        </div>
      )}
      <Tabs
        items={[
          {
            key: 'available',
            title: counted(availableTitle, coupons.length),
            content: available,
          },
          {
            key: 'unavailable',
            title: counted(unavailableTitle, disabledCoupons.length),
            content: unavailable,
          },
        ]}
      />
      {showCloseButton && (
        <div css={bottom}>
          <Button variant="primary" block onClick={() => state.choose(NO_COUPON)}>
            {closeButtonText ?? intl.formatMessage({ id: 'ui.couponList.close' })}
          </Button>
        </div>
      )}
    </div>
  );
}
