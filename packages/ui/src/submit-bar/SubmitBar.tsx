import { css, useTheme, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../button';
import { Icon, type IconName } from '../icon';

/** SPEC section 9: the submit bar price is in cents, shown with 2 decimals. */
export const SUBMIT_BAR_DECIMAL_LENGTH = 2;
/** Vant's currency sign; `currency="coin"` shows the site's coin icon instead. */
export const SUBMIT_BAR_CURRENCY = '¥';
/** Vant's bar height, in pixels. */
export const SUBMIT_BAR_HEIGHT = 50;

export interface SubmitBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** Price in cents; the price text shows only when this is a number. */
  price?: number;
  /** Decimals shown after dividing the cents by 100. */
  decimalLength?: number;
  /** A sign before the price, or 'coin' for the coin icon. */
  currency?: ReactNode;
  /** Before the price; the translated "Total:" by default. */
  label?: ReactNode;
  /** After the price, e.g. a shipping note. */
  suffixLabel?: ReactNode;
  /** Where the label and price sit in the space left of the button. */
  textAlign?: 'left' | 'right';
  /** The translated "Submit" by default. */
  buttonText?: ReactNode;
  /** The kit Button's variant. */
  buttonType?: ButtonVariant;
  /** Any CSS colour or gradient for the button background. */
  buttonColor?: string;
  /** A notice above the bar. */
  tip?: ReactNode;
  /** A kit icon before the tip. */
  tipIcon?: IconName;
  /** Turns the button off. */
  disabled?: boolean;
  /** Shows the button's spinner and ignores presses. */
  loading?: boolean;
  /** Pads the bottom for the iPhone home indicator (default on). */
  safeAreaInsetBottom?: boolean;
  /** Fixed to the bottom of the window (default on, as in Vant); off to place it in a layout. */
  fixed?: boolean;
  /** Content above the tip. */
  top?: ReactNode;
  /** Replaces the button. */
  button?: ReactNode;
  /** The button was pressed (not while disabled or loading). */
  onSubmit?: () => void;
  /** Content on the left of the bar, e.g. a "select all" checkbox. */
  children?: ReactNode;
}

/** Cents as [whole, ".fraction"] at `decimalLength` places: 3050 → ["30", ".50"]. */
export function formatSubmitBarPrice(
  cents: number,
  decimalLength = SUBMIT_BAR_DECIMAL_LENGTH,
): [whole: string, fraction: string] {
  const [whole = '0', fraction] = (cents / 100).toFixed(decimalLength).split('.');
  return [whole, fraction ? `.${fraction}` : ''];
}

const root = (theme: Theme, fixed: boolean, safeArea: boolean) => css`
  position: ${fixed ? 'fixed' : 'relative'};
  bottom: 0;
  left: 0;
  z-index: ${fixed ? 100 : 'auto'};
  box-sizing: border-box;
  width: 100%;
  padding-bottom: ${safeArea ? 'env(safe-area-inset-bottom)' : '0'};
  background: ${theme.color.surface};
  font-family: ${theme.fontFamily};
  user-select: none;
`;

const tipStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.warning};
  font-size: ${theme.fontSize.sm};
  line-height: 1.5;
`;

const bar = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  height: ${SUBMIT_BAR_HEIGHT}px;
  padding: 0 ${theme.space.lg};
  color: ${theme.color.text};
  font-size: ${theme.fontSize.md};
`;

const text = (theme: Theme, align: 'left' | 'right') => css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${theme.color.text};
  text-align: ${align};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const priceStyle = (theme: Theme) => css`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  font-weight: 500;
  font-variant-numeric: tabular-nums;
`;

/**
 * The order bar at the bottom of a checkout (Vant SubmitBar): the total from cents, a submit
 * button (the kit's Button) and optional tip, left content and top content.
 */
export function SubmitBar({
  price,
  decimalLength = SUBMIT_BAR_DECIMAL_LENGTH,
  currency = SUBMIT_BAR_CURRENCY,
  label,
  suffixLabel,
  textAlign = 'right',
  buttonText,
  buttonType = 'danger',
  buttonColor,
  tip,
  tipIcon,
  disabled = false,
  loading = false,
  safeAreaInsetBottom = true,
  fixed = true,
  top,
  button,
  onSubmit,
  children,
  ...rest
}: SubmitBarProps) {
  const intl = useIntl();
  const theme = useTheme();
  const [whole, fraction] =
    typeof price === 'number' ? formatSubmitBarPrice(price, decimalLength) : ['', ''];

  return (
    <div css={(t: Theme) => root(t, fixed, safeAreaInsetBottom)} {...rest}>
      {top}
      {(tip !== undefined || tipIcon) && (
        <div data-part="tip" css={tipStyle}>
          {tipIcon && <Icon name={tipIcon} size={16} />}
          {tip !== undefined && <span>{tip}</span>}
        </div>
      )}
      <div css={bar}>
        {children}
        {typeof price === 'number' && (
          <div css={(t: Theme) => text(t, textAlign)}>
            <span>{label ?? intl.formatMessage({ id: 'ui.submitBar.label' })}</span>
            <span data-part="price" css={priceStyle}>
              {currency === 'coin' ? (
                <Icon
                  name="coin"
                  size={16}
                  label={intl.formatMessage({ id: 'ui.submitBar.coin' })}
                  color={theme.color.coin}
                  style={{ marginRight: 2 }}
                />
              ) : (
                currency
              )}
              <span
                css={css`
                  font-size: ${theme.fontSize.xl};
                `}
              >
                {whole}
              </span>
              {fraction}
            </span>
            {suffixLabel !== undefined && (
              <span
                css={(t: Theme) => css`
                  margin-left: ${t.space.xs};
                  color: ${t.color.textMuted};
                `}
              >
                {suffixLabel}
              </span>
            )}
          </div>
        )}
        {button ?? (
          <Button
            variant={buttonType}
            disabled={disabled}
            loading={loading}
            onClick={onSubmit}
            style={{
              minWidth: 110,
              marginLeft: 'auto',
              borderRadius: theme.radius.round,
              fontWeight: 500,
              ...(buttonColor ? { background: buttonColor, borderColor: 'transparent' } : {}),
            }}
          >
            {buttonText ?? intl.formatMessage({ id: 'ui.submitBar.submit' })}
          </Button>
        )}
      </div>
    </div>
  );
}
