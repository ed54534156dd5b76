import { css, keyframes, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes } from 'react';
import { useSwitch } from './useSwitch';

/** Vant 4's switch size (the font size the switch is drawn in ems from), in pixels. */
export const SWITCH_SIZE = 26;
/** Time the knob takes to slide, as Vant's base duration. */
export const SWITCH_DURATION_MS = 300;

export interface SwitchProps<V = boolean> extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role'
> {
  /** Held value (controlled): `activeValue` when on, `inactiveValue` when off. */
  value?: V;
  /** Starting value when uncontrolled. */
  defaultValue?: V;
  /** Boolean shorthand for `value`. */
  checked?: boolean;
  /** Boolean shorthand for `defaultValue`. */
  defaultChecked?: boolean;
  /** Reports the new value (`activeValue` or `inactiveValue`). */
  onChange?: (value: V) => void;
  /** Value when on; `true` by default. */
  activeValue?: V;
  /** Value when off; `false` by default. */
  inactiveValue?: V;
  /** Shows a spinner in the knob and ignores presses. */
  loading?: boolean;
  disabled?: boolean;
  /** Pixels or any CSS length; the whole switch scales with it. */
  size?: number | string;
  /** Track colour when on; the theme's primary colour by default. */
  activeColor?: string;
  /** Track colour when off. */
  inactiveColor?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const track = (theme: Theme, on: boolean) => css`
  position: relative;
  display: inline-block;
  box-sizing: content-box;
  flex-shrink: 0;
  width: calc(1.8em + 4px);
  height: calc(1em + 4px);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 1em;
  background: ${on ? theme.color.primary : theme.color.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${on ? 'transparent' : theme.color.border};
  cursor: pointer;
  vertical-align: middle;
  transition: background-color ${SWITCH_DURATION_MS}ms;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const knob = (theme: Theme, on: boolean) => css`
  position: absolute;
  top: 2px;
  left: 2px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 1em;
  height: 1em;
  border-radius: 50%;
  background: ${on ? theme.color.primaryText : theme.color.text};
  box-shadow: 0 3px 1px 0 rgba(0, 0, 0, 0.05);
  transform: translateX(${on ? 'calc(0.8em)' : '0'});
  transition: transform ${SWITCH_DURATION_MS}ms cubic-bezier(0.3, 1.05, 0.4, 1.05);
`;

const spinner = css`
  box-sizing: border-box;
  width: 50%;
  height: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * An on/off switch (Vant semantics) on a native button with role switch: Space and Enter toggle
 * it, aria-checked tells its state. Name it with `aria-label`, `aria-labelledby` or a <label>.
 */
export function Switch<V = boolean>({
  value,
  defaultValue,
  checked,
  defaultChecked,
  onChange,
  activeValue,
  inactiveValue,
  loading = false,
  disabled = false,
  size = SWITCH_SIZE,
  activeColor,
  inactiveColor,
  style,
  onClick,
  ...rest
}: SwitchProps<V>) {
  const { on, switchProps } = useSwitch<V>({
    value,
    defaultValue,
    checked,
    defaultChecked,
    onChange,
    activeValue,
    inactiveValue,
    disabled,
    loading,
  });
  const colour = on ? activeColor : inactiveColor;
  return (
    <button
      {...switchProps}
      data-checked={on || undefined}
      css={(theme: Theme) => track(theme, on)}
      style={{
        fontSize: typeof size === 'number' ? `${size}px` : size,
        ...(colour ? { backgroundColor: colour, boxShadow: 'none' } : {}),
        ...style,
      }}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) switchProps.onClick();
      }}
    >
      <span aria-hidden css={(theme: Theme) => knob(theme, on)}>
        {loading && (
          <span
            data-loading=""
            css={(theme: Theme) => [
              spinner,
              css`
                color: ${colour ?? (on ? theme.color.primary : theme.color.textMuted)};
              `,
            ]}
          />
        )}
      </span>
    </button>
  );
}
