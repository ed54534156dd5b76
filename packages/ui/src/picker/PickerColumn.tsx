import { css, type Theme } from '@emotion/react';
import { usePickerColumn, type UsePickerColumnOptions } from './usePickerColumn';

export interface PickerColumnProps extends UsePickerColumnOptions {
  /** Accessible name of the listbox. */
  label: string;
  /** Prefix for the options' ids. */
  id: string;
}

const column = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  cursor: grab;
  touch-action: none;
  user-select: none;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
  &[aria-readonly='true'] {
    cursor: default;
  }
`;

const optionStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  padding: 0 ${theme.space.xs};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.lg};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[aria-disabled='true'] {
    opacity: 0.3;
    cursor: not-allowed;
  }
`;

/** One column as a WAI-ARIA listbox; the selected option is its active descendant. */
export function PickerColumn({ label, id, ...options }: PickerColumnProps) {
  const {
    selectedIndex,
    offset,
    duration,
    wrapperRef,
    listboxRef,
    onOptionClick,
    onTransitionEnd,
    handlers,
  } = usePickerColumn(options);
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div
      ref={listboxRef}
      role="listbox"
      aria-label={label}
      aria-readonly={options.readonly || undefined}
      aria-activedescendant={options.options.length > 0 ? optionId(selectedIndex) : undefined}
      tabIndex={0}
      css={column}
      {...handlers}
    >
      <div
        ref={wrapperRef}
        style={{
          transform: `translate3d(0, ${offset}px, 0)`,
          transitionDuration: `${duration}ms`,
          transitionProperty: duration ? 'transform' : 'none',
          transitionTimingFunction: 'cubic-bezier(0.23, 1, 0.68, 1)',
        }}
        onTransitionEnd={onTransitionEnd}
      >
        {options.options.map((option, index) => (
          // Focus stays on the listbox (aria-activedescendant), which takes the keys; a click
          // on an option is the pointer's shortcut.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={`${index}-${String(option.value)}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            className={option.className}
            css={optionStyle}
            style={{ height: options.optionHeight }}
            onClick={() => onOptionClick(index)}
          >
            <span>{option.text}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
