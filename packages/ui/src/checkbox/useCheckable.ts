import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface UseCheckableOptions {
  type: 'checkbox' | 'radio';
  checked: boolean;
  /** Checkbox only: drawn as a dash and announced as mixed. */
  indeterminate?: boolean;
  disabled: boolean;
  /** Clicking the label does nothing; the icon (and the keyboard) still work. */
  labelDisabled: boolean;
  /** Asked when the user toggles (checkbox) or chooses (radio). */
  onToggle: () => void;
  /** aria-* from the caller: they name and describe the input. */
  aria: Record<string, unknown>;
  id?: string;
  /** Whether a visible label is rendered (it then names the input). */
  hasLabel: boolean;
  /** Native radios of one group share a name, so the browser gives them arrow keys and one Tab stop. */
  inputName?: string;
  inputValue?: string;
}

// Clicks on these inside the label (a link to the terms, say) do their own thing, not a toggle.
const INTERACTIVE = 'a, button, input, select, textarea, label, [tabindex]';

/**
 * Behaviour shared by Checkbox and Radio (Vant's Checker): a native input (keyboard, form and
 * assistive technology come with it) visually hidden over the drawn icon; a click on the label
 * toggles too, unless labelDisabled. Returns props for the root, the input and the label.
 */
export function useCheckable({
  type,
  checked,
  indeterminate = false,
  disabled,
  labelDisabled,
  onToggle,
  aria,
  id,
  hasLabel,
  inputName,
  inputValue,
}: UseCheckableOptions) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const labelId = `${autoId}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const iconRef = useRef<HTMLElement>(null);
  const labelRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const named = aria['aria-label'] !== undefined || aria['aria-labelledby'] !== undefined;

  /** Clicks that land beside the input: on a custom icon larger than it, or on the label. */
  const onRootClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (disabled || target === inputRef.current) return;
    const onIcon = iconRef.current?.contains(target) ?? false;
    const label = labelRef.current;
    const onLabel =
      !labelDisabled &&
      label !== null &&
      label.contains(target) &&
      !(target.closest(INTERACTIVE) && label.contains(target.closest(INTERACTIVE)));
    if (!onIcon && !onLabel) return;
    onToggle();
    inputRef.current?.focus({ preventScroll: true });
  };

  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    id: inputId,
    type,
    name: inputName,
    value: inputValue,
    checked,
    disabled,
    'aria-labelledby': hasLabel && !named ? labelId : undefined,
    ...aria,
    'aria-checked': indeterminate ? 'mixed' : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // A radio only reports being chosen; a checkbox reports both ways.
      if (type === 'radio' && !event.target.checked) return;
      onToggle();
    },
  };

  return {
    inputRef,
    iconRef,
    labelRef,
    labelId,
    rootProps: { onClick: onRootClick },
    inputProps,
  };
}

/** Splits the caller's props: aria-* go on the input, the rest on the root (as Field does). */
export function splitAria(rest: Record<string, unknown>) {
  const aria: Record<string, unknown> = {};
  const root: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(rest))
    (key.startsWith('aria-') ? aria : root)[key] = prop;
  return { aria, root };
}
