import { css, type Theme } from '@emotion/react';
import {
  useLayoutEffect,
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/Icon';
import { ICON_PATHS, type IconName } from '../icon/icons';
import type { InputAlign, LabelAlign } from '../form/FormContext';
import type { FieldRule, FieldTrigger } from '../validators/rules';
import { useField, type FieldType } from './useField';

/** Vant's default label width. */
export const FIELD_LABEL_WIDTH = '6.2em';

export interface FieldAutosize {
  minHeight?: number;
  maxHeight?: number;
}

export interface FieldProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'onFocus' | 'onBlur' | 'onKeyDown' | 'children' | 'inputMode'
> {
  /** Registers the field with a surrounding Form under this name. */
  name?: string;
  label?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: FieldType;
  placeholder?: string;
  maxlength?: number;
  /** Shows "count/maxlength" under the input. */
  showWordLimit?: boolean;
  clearable?: boolean;
  /** 'focus' shows the clear button only while the input has focus (Vant's default). */
  clearTrigger?: 'focus' | 'always';
  onClear?: () => void;
  /** Shows the required mark; by default it shows when a rule is required. */
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  /** Marks the field invalid (red) without a message. */
  error?: boolean;
  /** A message under the input; it wins over rule messages. */
  errorMessage?: string;
  /** An icon name or any node before the input. */
  leftIcon?: IconName | ReactNode;
  rightIcon?: IconName | ReactNode;
  /** A slot after the input, e.g. a "send code" button. */
  button?: ReactNode;
  labelWidth?: number | string;
  /**
   * Draws Vant's hairline above a field that follows another; false for a field in a box of its
   * own (a card, a grid cell) rather than in a stacked list.
   * @default true
   */
  border?: boolean;
  labelAlign?: LabelAlign;
  inputAlign?: InputAlign;
  /** Textarea only: grows with its content, optionally between heights in pixels. */
  autosize?: boolean | FieldAutosize;
  rows?: number;
  rules?: readonly FieldRule[];
  /** Default trigger of rules without one, for a Field outside a Form. */
  validateTrigger?: FieldTrigger | readonly FieldTrigger[];
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  enterKeyHint?: HTMLAttributes<HTMLInputElement>['enterKeyHint'];
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

const cssSize = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

const root = (theme: Theme, top: boolean, border: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: ${top ? 'column' : 'row'};
  gap: ${top ? theme.space.xs : theme.space.md};
  box-sizing: border-box;
  width: 100%;
  padding: 10px ${theme.space.lg};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 24px;
  /* Vant's hairline between stacked fields. */
  ${
    border &&
    css`
      & + &::before {
        content: '';
        position: absolute;
        top: 0;
        left: ${theme.space.lg};
        right: ${theme.space.lg};
        border-top: 1px solid ${theme.color.border};
      }
    `
  }
`;

const labelCss = (theme: Theme, width: string, align: LabelAlign, disabled: boolean) => css`
  flex: none;
  box-sizing: border-box;
  width: ${align === 'top' ? 'auto' : width};
  text-align: ${align === 'top' ? 'left' : align};
  color: ${disabled ? theme.color.textMuted : theme.color.text};
  word-wrap: break-word;
`;

// The star is drawn, not written: the input's name stays the label text (aria-required tells it).
const requiredMark = (theme: Theme) => css`
  &[data-required]::before {
    content: '*';
    content: '*' / '';
    margin-right: 2px;
    color: ${theme.color.danger};
  }
`;

const body = css`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const control = (theme: Theme, align: InputAlign, invalid: boolean) => css`
  flex: 1;
  box-sizing: border-box;
  display: block;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${invalid ? theme.color.danger : theme.color.text};
  font: inherit;
  line-height: inherit;
  text-align: ${align};
  resize: none;
  outline: none;
  &::placeholder {
    color: ${invalid ? theme.color.danger : theme.color.textMuted};
    opacity: 1;
  }
  &:disabled {
    color: ${theme.color.textMuted};
    cursor: not-allowed;
    -webkit-text-fill-color: currentColor;
  }
  &[readonly] {
    cursor: default;
  }
`;

const valueBox = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  border-radius: ${theme.radius.sm};
  &:focus-within {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 4px;
  }
`;

const iconBox = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
`;

const clearButton = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.lg};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

const wordLimit = (theme: Theme) => css`
  margin-top: ${theme.space.xs};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  line-height: 16px;
  text-align: right;
`;

const errorText = (theme: Theme, align: InputAlign) => css`
  margin-top: ${theme.space.xs};
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
  line-height: 16px;
  text-align: ${align};
`;

function renderIcon(icon: IconName | ReactNode) {
  return typeof icon === 'string' && icon in ICON_PATHS ? <Icon name={icon as IconName} /> : icon;
}

const htmlType: Record<FieldType, string> = {
  text: 'text',
  password: 'password',
  tel: 'tel',
  digit: 'text',
  number: 'text',
  textarea: 'text',
};

const typeInputMode: Partial<Record<FieldType, HTMLAttributes<HTMLInputElement>['inputMode']>> = {
  tel: 'tel',
  digit: 'numeric',
  number: 'decimal',
};

/**
 * A labelled input (Vant Field semantics). Inside a Form with a `name`, it registers so the form
 * reads and validates it. The input gets a real <label>, aria-invalid and aria-describedby to the
 * message under it. className, style and data-* go on the root; aria-* on the input.
 */
export function Field({
  name,
  id,
  label,
  value,
  defaultValue,
  onChange,
  type = 'text',
  placeholder,
  maxlength,
  showWordLimit = false,
  clearable = false,
  clearTrigger = 'focus',
  onClear,
  required,
  disabled,
  readonly,
  error,
  errorMessage,
  leftIcon,
  rightIcon,
  button,
  labelWidth,
  border = true,
  labelAlign,
  inputAlign,
  autosize,
  rows,
  rules,
  validateTrigger,
  autoComplete,
  inputMode,
  enterKeyHint,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: FieldProps) {
  const intl = useIntl();
  const {
    value: current,
    change,
    blur,
    focus,
    form,
    rootRef,
    inputRef,
    ids,
    message,
    invalid,
    required: ruleRequired,
    disabled: isDisabled,
    readonly: isReadonly,
  } = useField({
    name,
    id,
    type,
    value,
    defaultValue,
    onChange,
    maxlength,
    rules,
    validateTrigger,
    error,
    errorMessage,
    disabled,
    readonly,
  });
  const [focused, setFocused] = useState(false);

  const ariaProps: Record<string, unknown> = {};
  const rootProps: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(rest)) {
    (key.startsWith('aria-') ? ariaProps : rootProps)[key] = prop;
  }

  const resolvedLabelAlign = labelAlign ?? form?.labelAlign ?? 'left';
  const resolvedInputAlign = inputAlign ?? form?.inputAlign ?? 'left';
  const resolvedLabelWidth = cssSize(labelWidth ?? form?.labelWidth ?? FIELD_LABEL_WIDTH);
  const showRequired = required ?? ruleRequired;
  const showClear =
    clearable &&
    current !== '' &&
    !isDisabled &&
    !isReadonly &&
    (clearTrigger === 'always' || focused);
  const describedBy =
    [
      message ? ids.error : undefined,
      showWordLimit && maxlength !== undefined ? ids.wordLimit : undefined,
      ariaProps['aria-describedby'] as string | undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const autosizeKey = type === 'textarea' && autosize ? current : null;
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (autosizeKey === null || !element) return;
    const limits = typeof autosize === 'object' ? autosize : {};
    element.style.height = 'auto';
    let height = element.scrollHeight;
    if (limits.maxHeight !== undefined) height = Math.min(height, limits.maxHeight);
    if (limits.minHeight !== undefined) height = Math.max(height, limits.minHeight);
    if (height > 0) element.style.height = `${height}px`;
  }, [autosizeKey, autosize, inputRef]);

  const shared = {
    id: ids.input,
    name,
    value: current,
    placeholder,
    disabled: isDisabled,
    readOnly: isReadonly,
    autoComplete,
    enterKeyHint,
    ...ariaProps,
    'aria-invalid': invalid || undefined,
    'aria-required': showRequired || undefined,
    'aria-describedby': describedBy,
    css: (theme: Theme) => control(theme, resolvedInputAlign, invalid),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      change(event.target.value);
    },
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setFocused(false);
      blur();
      onBlur?.(event);
    },
    onKeyDown,
  };

  return (
    <div
      ref={rootRef}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
      css={(theme: Theme) => root(theme, resolvedLabelAlign === 'top', border)}
      {...rootProps}
    >
      {label !== undefined && (
        <label
          id={ids.label}
          htmlFor={ids.input}
          data-required={showRequired || undefined}
          css={(theme: Theme) => [
            labelCss(theme, resolvedLabelWidth, resolvedLabelAlign, isDisabled),
            requiredMark(theme),
          ]}
        >
          {label}
        </label>
      )}
      <div css={valueBox}>
        <div css={body}>
          {leftIcon !== undefined && <span css={iconBox}>{renderIcon(leftIcon)}</span>}
          {type === 'textarea' ? (
            <textarea ref={inputRef} rows={rows ?? (autosize ? 1 : 2)} {...shared} />
          ) : (
            <input
              ref={inputRef}
              type={htmlType[type]}
              inputMode={inputMode ?? typeInputMode[type]}
              {...shared}
            />
          )}
          {showClear && (
            <button
              type="button"
              aria-label={intl.formatMessage({ id: 'ui.field.clear' })}
              css={clearButton}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                change('');
                onClear?.();
                focus();
              }}
            >
              <Icon name="close" />
            </button>
          )}
          {rightIcon !== undefined && <span css={iconBox}>{renderIcon(rightIcon)}</span>}
          {button}
        </div>
        {showWordLimit && maxlength !== undefined && (
          <div id={ids.wordLimit} css={wordLimit}>
            {Array.from(current).length}/{maxlength}
          </div>
        )}
        {message && (
          <div
            id={ids.error}
            data-field-error=""
            css={(theme: Theme) => errorText(theme, resolvedInputAlign)}
          >
            {message}
          </div>
        )}
      </div>
    </div>
  );
}
