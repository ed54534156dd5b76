import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { splitOptions } from '../hooks/splitOptions';
import { STEPPER_OPTIONS, useStepper, type UseStepperOptions } from './useStepper';

/** Vant's default button size and field width, in pixels. */
export const STEPPER_BUTTON_SIZE = 28;
export const STEPPER_INPUT_WIDTH = 32;

export type StepperTheme = 'default' | 'round';

export interface StepperProps
  extends
    UseStepperOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'placeholder'> {
  /** 'round': round buttons, an outlined minus and a filled plus. */
  theme?: StepperTheme;
  /** Width and height of the buttons (and height of the field); a number is pixels. */
  buttonSize?: number | string;
  /** Width of the field; a number is pixels. */
  inputWidth?: number | string;
  /** Shown in the empty field (with `allowEmpty`). */
  placeholder?: string;
  /** Field name for native forms. */
  name?: string;
  /**
   * Shows the plus button.
   * @default true
   */
  showPlus?: boolean;
  /**
   * Shows the minus button.
   * @default true
   */
  showMinus?: boolean;
  /**
   * Shows the field between the buttons.
   * @default true
   */
  showInput?: boolean;
}

const unit = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

const button = (theme: Theme, round: boolean, side: 'minus' | 'plus', size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${size};
  height: ${size};
  margin: 0;
  padding: 0;
  border: ${round && side === 'minus' ? `1px solid ${theme.color.primary}` : '0'};
  border-radius: ${
    round
      ? theme.radius.round
      : side === 'minus'
        ? `${theme.radius.sm} 0 0 ${theme.radius.sm}`
        : `0 ${theme.radius.sm} ${theme.radius.sm} 0`
  };
  background: ${
    round ? (side === 'plus' ? theme.color.primary : 'transparent') : theme.color.surfaceRaised
  };
  color: ${
    round ? (side === 'plus' ? theme.color.primaryText : theme.color.primary) : theme.color.text
  };
  font-size: ${theme.fontSize.lg};
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 1px;
  }
`;

const field = (theme: Theme, round: boolean, width: string, height: string) => css`
  box-sizing: border-box;
  width: ${width};
  height: ${height};
  margin: 0 2px;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: ${round ? 'transparent' : theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: normal;
  text-align: center;
  appearance: none;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:read-only {
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 1px;
  }
`;

/**
 * A number with minus and plus buttons (Vant Stepper, SPEC section 5). The behaviour and the
 * spinbutton ARIA live in `useStepper`; this is only the look.
 */
export function Stepper(props: StepperProps) {
  const [
    options,
    {
      theme = 'default',
      buttonSize = STEPPER_BUTTON_SIZE,
      inputWidth = STEPPER_INPUT_WIDTH,
      placeholder,
      name,
      showPlus = true,
      showMinus = true,
      showInput = true,
      ...rest
    },
  ] = splitOptions(props, STEPPER_OPTIONS);
  const intl = useIntl();
  const { inputProps, minusButtonProps, plusButtonProps } = useStepper(options);
  const round = theme === 'round';
  const size = unit(buttonSize);

  return (
    <div
      role="group"
      data-theme={theme}
      css={css`
        display: inline-flex;
        align-items: center;
        vertical-align: middle;
      `}
      {...rest}
    >
      {showMinus && (
        <button
          {...minusButtonProps}
          aria-label={intl.formatMessage({ id: 'ui.stepper.minus' })}
          css={(t: Theme) => button(t, round, 'minus', size)}
        >
          <Icon name="minus" strokeWidth={2.2} />
        </button>
      )}
      {showInput && (
        <input
          {...inputProps}
          name={name}
          placeholder={placeholder}
          aria-label={intl.formatMessage({ id: 'ui.stepper.value' })}
          css={(t: Theme) => field(t, round, unit(inputWidth), size)}
        />
      )}
      {showPlus && (
        <button
          {...plusButtonProps}
          aria-label={intl.formatMessage({ id: 'ui.stepper.plus' })}
          css={(t: Theme) => button(t, round, 'plus', size)}
        >
          <Icon name="plus" strokeWidth={2.2} />
        </button>
      )}
    </div>
  );
}
