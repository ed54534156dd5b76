import { useId, useState, type ChangeEvent, type FocusEvent, type SyntheticEvent } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';

export interface UsePasswordInputOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once each time the value reaches `length` digits. */
  onComplete?: (value: string) => void;
  length: number;
  /** Forces the cursor on (true) or off (false), e.g. while a NumberKeyboard is open. */
  focused?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Keeps digits only, at most `length` of them. */
export const toDigits = (raw: string, length: number) => raw.replace(/\D/g, '').slice(0, length);

/**
 * PasswordInput behaviour: a real (invisible) input takes the typing from any keyboard, digits
 * only up to `length`; the value may also come from outside (a NumberKeyboard) through `value`.
 */
export function usePasswordInput({
  value,
  defaultValue,
  onChange,
  onComplete,
  length,
  focused,
  onFocus,
  onBlur,
}: UsePasswordInputOptions) {
  const id = useId();
  const [current, setCurrent] = useControllableValue({
    value: value === undefined ? undefined : toDigits(value, length),
    defaultValue: toDigits(defaultValue ?? '', length),
    onChange,
  });
  const [hasFocus, setHasFocus] = useState(false);

  // No maxLength on the input: a pasted '12 34 56' must keep all six digits.
  // The caret always sits after the last digit, so typing appends and Backspace removes the last.
  const keepCaretAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) {
      input.setSelectionRange(end, end);
    }
  };

  return {
    value: current,
    showCursor: (focused ?? hasFocus) && current.length < length,
    ids: { info: `${id}-info` },
    inputProps: {
      value: current,
      inputMode: 'numeric' as const,
      pattern: '[0-9]*',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = toDigits(event.target.value, length);
        if (next === current) return;
        setCurrent(next);
        if (next.length === length && current.length < length) onComplete?.(next);
      },
      onFocus: (event: FocusEvent<HTMLInputElement>) => {
        setHasFocus(true);
        keepCaretAtEnd(event);
        onFocus?.(event);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setHasFocus(false);
        onBlur?.(event);
      },
      onSelect: keepCaretAtEnd,
    },
  };
}
