import { css, useTheme, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../loading';
import { PickerColumn } from './PickerColumn';
import { usePicker, type UsePickerOptions } from './usePicker';
import { PICKER_OPTION_HEIGHT, PICKER_SWIPE_DURATION, PICKER_VISIBLE_OPTION_NUM } from './utils';

export interface PickerProps
  extends
    UsePickerOptions,
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'title' | 'onCancel'> {
  /** Toolbar title; also names the picker. */
  title?: ReactNode;
  /** Translated "Confirm" by default. */
  confirmButtonText?: ReactNode;
  /** Translated "Cancel" by default. */
  cancelButtonText?: ReactNode;
  /**
   * Shows the toolbar with the title, cancel and confirm.
   * @default true
   */
  showToolbar?: boolean;
  /** Accessible names of the columns; "Column n" by default. */
  columnLabels?: readonly string[];
  /** Shows a spinner over the columns. */
  loading?: boolean;
  /** Columns ignore drags, clicks and keys. */
  readonly?: boolean;
  /**
   * Height of one option, in px (Vant: 44).
   * @default 44
   */
  optionHeight?: number;
  /**
   * Options visible at once; the selected one sits in the middle (Vant: 6).
   * @default 6
   */
  visibleOptionNum?: number;
  /** Momentum time after a quick swipe, in ms. */
  swipeDuration?: number;
}

const toolbar = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 44px;
  font-family: ${theme.fontFamily};
`;

const toolbarButton = (theme: Theme, confirm: boolean) => css`
  height: 100%;
  padding: 0 ${theme.space.lg};
  border: 0;
  background: transparent;
  color: ${confirm ? theme.color.primary : theme.color.textMuted};
  font: inherit;
  font-size: ${theme.fontSize.md};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
`;

const titleStyle = (theme: Theme) => css`
  flex: 1;
  overflow: hidden;
  color: ${theme.color.text};
  font-size: ${theme.fontSize.lg};
  font-weight: 500;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const mask = (theme: Theme, band: number) => css`
  position: absolute;
  inset: 0;
  z-index: 1;
  background-image:
    linear-gradient(
      180deg,
      color-mix(in srgb, ${theme.color.surface} 90%, transparent),
      color-mix(in srgb, ${theme.color.surface} 40%, transparent)
    ),
    linear-gradient(
      0deg,
      color-mix(in srgb, ${theme.color.surface} 90%, transparent),
      color-mix(in srgb, ${theme.color.surface} 40%, transparent)
    );
  background-repeat: no-repeat;
  background-position: top, bottom;
  background-size: 100% ${band}px;
  pointer-events: none;
`;

const frame = (theme: Theme) => css`
  position: absolute;
  top: 50%;
  right: ${theme.space.lg};
  left: ${theme.space.lg};
  z-index: 2;
  box-sizing: border-box;
  border-top: 1px solid ${theme.color.border};
  border-bottom: 1px solid ${theme.color.border};
  transform: translateY(-50%);
  pointer-events: none;
`;

const loadingLayer = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${theme.color.surface} 90%, transparent);
`;

/**
 * A scrolling picker (Vant Picker): one, several or cascading columns, each a listbox that takes
 * drags with momentum, clicks, the wheel and ArrowUp/ArrowDown/Home/End, settling on enabled
 * options only.
 */
export function Picker({
  columns,
  value,
  defaultValue,
  onChange,
  onConfirm,
  onCancel,
  title,
  confirmButtonText,
  cancelButtonText,
  showToolbar = true,
  columnLabels,
  loading = false,
  readonly = false,
  optionHeight = PICKER_OPTION_HEIGHT,
  visibleOptionNum = PICKER_VISIBLE_OPTION_NUM,
  swipeDuration = PICKER_SWIPE_DURATION,
  ...rest
}: PickerProps) {
  const intl = useIntl();
  const theme = useTheme();
  const id = useId();
  const picker = usePicker({ columns, value, defaultValue, onChange, onConfirm, onCancel });
  const height = optionHeight * visibleOptionNum;
  const hasOptions = picker.columns.some((options) => options.length > 0);

  return (
    <div
      role="group"
      aria-labelledby={title !== undefined && showToolbar ? `${id}-title` : undefined}
      aria-busy={loading || undefined}
      css={(theme: Theme) => css`
        position: relative;
        background: ${theme.color.surface};
        user-select: none;
      `}
      {...rest}
    >
      {showToolbar && (
        <div css={toolbar}>
          <button
            type="button"
            css={(theme: Theme) => toolbarButton(theme, false)}
            onClick={picker.cancel}
          >
            {cancelButtonText ?? intl.formatMessage({ id: 'ui.picker.cancel' })}
          </button>
          <div id={`${id}-title`} css={titleStyle}>
            {title}
          </div>
          <button
            type="button"
            css={(theme: Theme) => toolbarButton(theme, true)}
            onClick={picker.confirm}
          >
            {confirmButtonText ?? intl.formatMessage({ id: 'ui.picker.confirm' })}
          </button>
        </div>
      )}
      <div style={{ position: 'relative', display: 'flex', height }}>
        {picker.columns.map((options, index) => (
          <PickerColumn
            key={index}
            id={`${id}-${index}`}
            label={
              columnLabels?.[index] ??
              intl.formatMessage({ id: 'ui.picker.column' }, { index: index + 1 })
            }
            options={options}
            value={picker.values[index]}
            onChange={(next) => picker.change(index, next)}
            optionHeight={optionHeight}
            visibleOptionNum={visibleOptionNum}
            swipeDuration={swipeDuration}
            readonly={readonly}
          />
        ))}
        {hasOptions && (
          <>
            <div css={(theme: Theme) => mask(theme, (height - optionHeight) / 2)} />
            <div css={frame} style={{ height: optionHeight }} />
          </>
        )}
        {loading && (
          <div css={loadingLayer}>
            <Loading size="small" color={theme.color.primary} />
          </div>
        )}
      </div>
    </div>
  );
}
