import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Icon } from '../icon';
import { splitAria, useCheckable } from './useCheckable';

/** Vant 4's checkbox and radio icon size, in pixels. */
export const CHECKBOX_ICON_SIZE = 20;
/** Time the icon takes to fill or empty (Vant's fast duration). */
export const CHECKBOX_DURATION_MS = 200;

export type CheckerShape = 'round' | 'square' | 'dot';
export type CheckerDirection = 'horizontal' | 'vertical';
export type CheckerLabelPosition = 'left' | 'right';

/** What a custom icon is drawn from. */
export interface CheckerIconState {
  checked: boolean;
  disabled: boolean;
  indeterminate: boolean;
}

/** Props Checkbox and Radio share (Vant's checkerProps). */
export interface CheckerCommonProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'defaultChecked' | 'children'
> {
  disabled?: boolean;
  /** Clicking the label does not toggle; the icon and the keyboard still do. */
  labelDisabled?: boolean;
  /** Where the label sits; 'right' by default. */
  labelPosition?: CheckerLabelPosition;
  /** Size of the icon; a number is pixels. CHECKBOX_ICON_SIZE (20 px) by default. */
  iconSize?: number | string;
  /** Fill colour when checked; the theme's primary colour by default. */
  checkedColor?: string;
  /** The label: it names the control and toggles it when clicked. */
  children?: ReactNode;
  /** A custom icon instead of the drawn box (Vant's icon slot). */
  icon?: (state: CheckerIconState) => ReactNode;
  /** The native input (focus it, read `checked`). */
  ref?: Ref<HTMLInputElement>;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

interface CheckerProps extends CheckerCommonProps {
  type: 'checkbox' | 'radio';
  checked: boolean;
  indeterminate?: boolean;
  disabled: boolean;
  shape: CheckerShape;
  onToggle: () => void;
  rootRef?: Ref<HTMLDivElement>;
  inputName?: string;
  inputValue?: string;
}

export const cssSize = (size: number | string) => (typeof size === 'number' ? `${size}px` : size);

const root = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  vertical-align: middle;
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  &[data-disabled] {
    cursor: not-allowed;
  }
  &[data-label-disabled] {
    cursor: default;
  }
`;

const iconBox = css`
  position: relative;
  display: inline-flex;
  flex: none;
  line-height: 1;
  cursor: pointer;
  [data-disabled] > & {
    cursor: not-allowed;
  }
`;

// The input sits over the icon, invisible: it takes the clicks, the focus and the keys.
const input = css`
  position: absolute;
  inset: 0;
  z-index: 1;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  opacity: 0;
  cursor: inherit;
`;

const drawn = (theme: Theme, shape: CheckerShape, on: boolean, disabled: boolean) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 1em;
  height: 1em;
  border: 1px solid
    ${disabled ? theme.color.border : on ? theme.color.primary : theme.color.textMuted};
  border-radius: ${shape === 'square' ? '0.15em' : '50%'};
  background: ${disabled ? theme.color.surfaceRaised : on && shape !== 'dot' ? theme.color.primary : 'transparent'};
  color: ${on ? (disabled ? theme.color.textMuted : theme.color.primaryText) : 'transparent'};
  transition-duration: ${CHECKBOX_DURATION_MS}ms;
  transition-property: color, border-color, background-color;
  input:focus-visible + & {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 2px;
  }
`;

const dot = (theme: Theme, disabled: boolean) => css`
  width: 0.5em;
  height: 0.5em;
  border-radius: 50%;
  background: ${disabled ? theme.color.textMuted : theme.color.primary};
`;

const label = (theme: Theme, position: CheckerLabelPosition, disabled: boolean) => css`
  margin: ${position === 'left' ? `0 ${theme.space.sm} 0 0` : `0 0 0 ${theme.space.sm}`};
  color: ${disabled ? theme.color.textMuted : theme.color.text};
  line-height: ${CHECKBOX_ICON_SIZE}px;
  overflow-wrap: anywhere;
`;

/**
 * The view Checkbox and Radio share: the root (className, style, data-* land here), the icon with
 * the native input over it (aria-* and id land there) and the label.
 */
export function Checker({
  type,
  checked,
  indeterminate = false,
  disabled,
  shape,
  labelDisabled = false,
  labelPosition = 'right',
  iconSize,
  checkedColor,
  icon,
  children,
  onToggle,
  rootRef,
  inputName,
  inputValue,
  id,
  ref,
  onClick,
  ...rest
}: CheckerProps) {
  const { aria, root: rootRest } = splitAria(rest);
  const hasLabel = children !== undefined && children !== null && children !== false;
  const { inputRef, iconRef, labelRef, labelId, rootProps, inputProps } = useCheckable({
    type,
    checked,
    indeterminate,
    disabled,
    labelDisabled,
    onToggle,
    aria,
    id,
    hasLabel,
    inputName,
    inputValue,
  });
  const on = checked || indeterminate;
  const colour = checkedColor && on && !disabled ? checkedColor : undefined;

  const iconNode = (
    <span
      ref={iconRef}
      data-icon-box=""
      css={iconBox}
      style={{ fontSize: cssSize(iconSize ?? CHECKBOX_ICON_SIZE) }}
    >
      <input
        {...inputProps}
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
        }}
        css={input}
      />
      {icon ? (
        <span aria-hidden>{icon({ checked, disabled, indeterminate })}</span>
      ) : (
        <span
          aria-hidden
          data-shape={shape}
          css={(theme: Theme) => drawn(theme, shape, on, disabled)}
          style={
            colour
              ? { borderColor: colour, backgroundColor: shape === 'dot' ? undefined : colour }
              : undefined
          }
        >
          {shape === 'dot' ? (
            on && (
              <span
                css={(theme: Theme) => dot(theme, disabled)}
                style={colour ? { backgroundColor: colour } : undefined}
              />
            )
          ) : (
            <Icon name={indeterminate ? 'minus' : 'check'} size="0.8em" strokeWidth={3} />
          )}
        </span>
      )}
    </span>
  );

  const labelNode = hasLabel && (
    <span
      ref={labelRef}
      id={labelId}
      data-label=""
      css={(theme: Theme) => label(theme, labelPosition, disabled)}
    >
      {children}
    </span>
  );

  return (
    // The root only widens the click target (label and icon); keys go to the native input.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      data-checked={checked || undefined}
      data-indeterminate={indeterminate || undefined}
      data-disabled={disabled || undefined}
      data-label-disabled={labelDisabled || undefined}
      css={root}
      {...rootRest}
      onClick={(event) => {
        onClick?.(event);
        rootProps.onClick(event);
      }}
    >
      {labelPosition === 'left' ? (
        <>
          {labelNode}
          {iconNode}
        </>
      ) : (
        <>
          {iconNode}
          {labelNode}
        </>
      )}
    </div>
  );
}
