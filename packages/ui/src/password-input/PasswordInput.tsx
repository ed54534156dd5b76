import { css, keyframes, type Theme } from '@emotion/react';
import type { FocusEvent, HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePasswordInput } from './usePasswordInput';

/** SPEC section 5: a password input has 6 cells by default. */
export const PASSWORD_INPUT_LENGTH = 6;
/** Vant's cell height, in pixels. */
export const PASSWORD_INPUT_HEIGHT = 50;
/** One blink of the cursor, as in Vant. */
export const PASSWORD_INPUT_CURSOR_BLINK_MS = 1000;

export interface PasswordInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'onFocus' | 'onBlur' | 'children'
> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the value when the last cell is filled. */
  onComplete?: (value: string) => void;
  /** Number of cells (digits). */
  length?: number;
  /** Shows dots instead of digits (on by default). */
  mask?: boolean;
  /** Space between cells (pixels or a CSS length); without it the cells form one box. */
  gutter?: number | string;
  /** A hint under the cells. */
  info?: ReactNode;
  /** An error under the cells; it replaces `info` and marks the input invalid. */
  errorInfo?: ReactNode;
  /** Forces the cursor on or off (e.g. while a NumberKeyboard is shown); follows focus otherwise. */
  focused?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  id?: string;
  disabled?: boolean;
  autoComplete?: string;
}

const blink = keyframes`
  from { opacity: 1; }
  50% { opacity: 0; }
  to { opacity: 1; }
`;

const rootCss = (theme: Theme) => css`
  margin: 0 ${theme.space.lg};
  font-family: ${theme.fontFamily};
  user-select: none;
`;

const box = (theme: Theme, joined: boolean, disabled: boolean) => css`
  position: relative;
  display: flex;
  height: ${PASSWORD_INPUT_HEIGHT}px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${theme.radius.md};
  box-shadow: ${joined ? `inset 0 0 0 1px ${theme.color.border}` : 'none'};
  background: ${joined ? theme.color.surface : 'transparent'};
  opacity: ${disabled ? 0.5 : 1};
  &:focus-within {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const cell = (theme: Theme, joined: boolean, first: boolean, gutter?: string) => css`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  height: 100%;
  color: ${theme.color.text};
  font-size: ${theme.fontSize.xl};
  line-height: 1.2;
  ${
    joined
      ? first
        ? ''
        : `border-left: 1px solid ${theme.color.border};`
      : `background: ${theme.color.surface}; border-radius: ${theme.radius.sm}; box-shadow: inset 0 0 0 1px ${theme.color.border};`
  }
  ${!joined && !first && gutter ? `margin-left: ${gutter};` : ''}
`;

const dot = (theme: Theme) => css`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.text};
`;

const cursor = (theme: Theme) => css`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 1px;
  height: 40%;
  background: ${theme.color.text};
  transform: translate(-50%, -50%);
  animation: ${blink} ${PASSWORD_INPUT_CURSOR_BLINK_MS}ms infinite;
`;

// The real input lies over the cells, invisible: taps focus it and any keyboard types into it.
const hiddenInput = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  opacity: 0;
  font-size: 16px;
  cursor: text;
  &:disabled {
    cursor: not-allowed;
  }
`;

const infoCss = (theme: Theme, error: boolean) => css`
  margin-top: ${theme.space.lg};
  color: ${error ? theme.color.danger : theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  text-align: center;
`;

/**
 * A row of digit cells (Vant PasswordInput semantics), masked by default. An invisible real input
 * over the cells takes typing from a phone's or a desktop's keyboard (digits only); a
 * NumberKeyboard can drive it through `value` and `focused` instead. className, style and data-*
 * go on the root; aria-* on the input.
 */
export function PasswordInput({
  value,
  defaultValue,
  onChange,
  onComplete,
  length = PASSWORD_INPUT_LENGTH,
  mask = true,
  gutter,
  info,
  errorInfo,
  focused,
  onFocus,
  onBlur,
  name,
  id,
  disabled = false,
  autoComplete = 'off',
  ...rest
}: PasswordInputProps) {
  const intl = useIntl();
  const {
    value: current,
    showCursor,
    ids,
    inputProps,
  } = usePasswordInput({
    value,
    defaultValue,
    onChange,
    onComplete,
    length,
    focused,
    onFocus,
    onBlur,
  });

  const ariaProps: Record<string, unknown> = {};
  const rootProps: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(rest)) {
    (key.startsWith('aria-') ? ariaProps : rootProps)[key] = prop;
  }
  const message = errorInfo || info;
  const gap =
    gutter === undefined ? undefined : typeof gutter === 'number' ? `${gutter}px` : gutter;
  const joined = !gap || gap === '0px' || gap === '0';
  const describedBy =
    [message ? ids.info : undefined, ariaProps['aria-describedby'] as string | undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div css={rootCss} {...rootProps}>
      <div css={(theme: Theme) => box(theme, joined, disabled)}>
        <ul
          aria-hidden
          css={css`
            display: flex;
            flex: 1;
            margin: 0;
            padding: 0;
            list-style: none;
          `}
        >
          {Array.from({ length }, (_, index) => {
            const char = current[index];
            return (
              <li
                key={index}
                data-filled={char !== undefined || undefined}
                data-cursor={(showCursor && index === current.length) || undefined}
                css={(theme: Theme) => cell(theme, joined, index === 0, gap)}
              >
                {char !== undefined && (mask ? <i css={dot} /> : char)}
                {showCursor && index === current.length && <span css={cursor} />}
              </li>
            );
          })}
        </ul>
        <input
          id={id}
          name={name}
          type={mask ? 'password' : 'text'}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-label={intl.formatMessage({ id: 'ui.passwordInput.label' }, { length })}
          {...ariaProps}
          aria-invalid={errorInfo ? true : undefined}
          aria-describedby={describedBy}
          css={hiddenInput}
          {...inputProps}
        />
      </div>
      {message && (
        <div id={ids.info} css={(theme: Theme) => infoCss(theme, Boolean(errorInfo))}>
          {message}
        </div>
      )}
    </div>
  );
}
