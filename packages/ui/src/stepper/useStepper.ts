import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ButtonHTMLAttributes,
} from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import type { OptionKeys } from '../hooks/splitOptions';

/** SPEC section 9: a held button starts repeating after 600 ms … */
export const LONG_PRESS_START_TIME = 600;
/** … and then steps every 200 ms until released. */
export const LONG_PRESS_INTERVAL = 200;

/** SPEC section 5 defaults: min 1, max unlimited, step 1, starting at 1. */
export const STEPPER_DEFAULT_MIN = 1;
export const STEPPER_DEFAULT_MAX = Infinity;
export const STEPPER_DEFAULT_STEP = 1;
export const STEPPER_DEFAULT_VALUE = 1;

export type StepperAction = 'plus' | 'minus';

/** `null` is the empty field, a value only when `allowEmpty` is set. */
export type StepperValue = number | null;

export interface StepperRules {
  /**
   * Smallest value; minus is off there (SPEC: 1).
   * @default 1
   */
  min?: number;
  /**
   * Largest value; plus is off there (SPEC: no limit).
   * @default Infinity
   */
  max?: number;
  /** Whole numbers only: a typed fraction is cut off. */
  integer?: boolean;
  /** Rounds values to this many decimals and shows them with exactly that many. */
  decimalLength?: number;
  /** Lets the field stay empty (`null`) instead of falling back to `min`. */
  allowEmpty?: boolean;
}

export interface UseStepperOptions extends StepperRules {
  /** The value (controlled); `null` is an empty field (with `allowEmpty`). */
  value?: StepperValue;
  /**
   * The starting value when not controlled (SPEC: 1).
   * @default 1
   */
  defaultValue?: StepperValue;
  /** Called with each new value: a step, a typed number or a value tidied on blur. */
  onChange?: (value: StepperValue) => void;
  /**
   * How much plus adds and minus takes away; decimal steps add without float noise (0.1 + 0.2 = 0.3).
   * @default 1
   */
  step?: number;
  /** Turns the buttons and the field off. */
  disabled?: boolean;
  /** Turns plus off (pressing it still reports `onOverlimit('plus')`). */
  disablePlus?: boolean;
  /** Turns minus off (pressing it still reports `onOverlimit('minus')`). */
  disableMinus?: boolean;
  /** The field can't be typed in (read-only); the buttons still work. */
  disableInput?: boolean;
  /** Holding a button repeats the step (default on). */
  longPress?: boolean;
  /**
   * Asked before a step or a typed value is applied; `false` (or a promise of `false`) keeps the
   * old value. Not asked when leaving the field tidies the value up.
   */
  beforeChange?: (value: StepperValue) => boolean | Promise<boolean>;
  /** A disabled end (a limit, `disablePlus`/`disableMinus` or `disabled`) was pressed. */
  onOverlimit?: (action: StepperAction) => void;
  /** Plus stepped the value (a press or each repeat of a long press). */
  onPlus?: () => void;
  /** Minus stepped the value (a press or each repeat of a long press). */
  onMinus?: () => void;
}

/** The options of useStepper, which Stepper takes out of its props. */
export const STEPPER_OPTIONS: OptionKeys<UseStepperOptions> = {
  value: true,
  defaultValue: true,
  onChange: true,
  min: true,
  max: true,
  step: true,
  integer: true,
  decimalLength: true,
  allowEmpty: true,
  disabled: true,
  disablePlus: true,
  disableMinus: true,
  disableInput: true,
  longPress: true,
  beforeChange: true,
  onOverlimit: true,
  onPlus: true,
  onMinus: true,
};

function decimalPlaces(n: number): number {
  return (String(n).split('.')[1] ?? '').length;
}

/**
 * Adds without binary noise: 0.1 + 0.2 is 0.3. Both numbers are scaled to whole numbers first, so
 * large values (1000000000 + 1) stay exact too.
 */
export function addNumber(a: number, b: number): number {
  if (`${a}${b}`.includes('e')) return a + b;
  const scale = 10 ** Math.max(decimalPlaces(a), decimalPlaces(b));
  return Math.round(a * scale + b * scale) / scale;
}

/** Keeps only the first occurrence of `char` (a minus sign only at the very start). */
function trimExtraChar(text: string, char: string): string {
  const index = text.indexOf(char);
  if (index === -1) return text;
  if (char === '-' && index !== 0) return text.slice(0, index);
  return text.slice(0, index + 1) + text.slice(index + 1).replaceAll(char, '');
}

/** Drops every character a number can't hold; cuts the fraction off when `allowDot` is false. */
export function sanitizeNumber(text: string, allowDot: boolean): string {
  let out = allowDot ? trimExtraChar(text, '.') : (text.split('.')[0] ?? '');
  out = trimExtraChar(out, '-');
  return out.replace(allowDot ? /[^-0-9.]/g : /[^-0-9]/g, '');
}

/**
 * A typed or stepped value made valid: unusable text falls back to `min`, then the value is
 * clamped to [min, max] and rounded to `decimalLength`.
 */
export function formatStepperValue(
  raw: string | number | null,
  {
    min = STEPPER_DEFAULT_MIN,
    max = STEPPER_DEFAULT_MAX,
    integer = false,
    decimalLength,
    allowEmpty = false,
  }: StepperRules = {},
): StepperValue {
  const text = raw === null ? '' : String(raw);
  if (allowEmpty && text === '') return null;
  const cleaned = sanitizeNumber(text, !integer);
  let value = cleaned === '' ? 0 : Number(cleaned);
  if (Number.isNaN(value)) value = min;
  value = Math.max(Math.min(max, value), min);
  if (decimalLength !== undefined) value = Number(value.toFixed(decimalLength));
  return value;
}

/** What the field shows for a value: empty for `null`, fixed decimals when `decimalLength` is set. */
export function stepperText(value: StepperValue, decimalLength?: number): string {
  if (value === null) return '';
  return decimalLength === undefined ? String(value) : value.toFixed(decimalLength);
}

interface EndFlags {
  disabled: boolean;
  disablePlus: boolean;
  disableMinus: boolean;
}

/** An end is off when the whole stepper is, when it is switched off, or at its limit. */
function isEndDisabled(
  action: StepperAction,
  at: StepperValue,
  { min = STEPPER_DEFAULT_MIN, max = STEPPER_DEFAULT_MAX }: StepperRules,
  flags: EndFlags,
): boolean {
  const n = at ?? 0;
  return action === 'plus'
    ? flags.disabled || flags.disablePlus || n >= max
    : flags.disabled || flags.disableMinus || n <= min;
}

type ButtonProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  | 'type'
  | 'aria-disabled'
  | 'tabIndex'
  | 'onClick'
  | 'onPointerDown'
  | 'onPointerUp'
  | 'onPointerLeave'
  | 'onPointerCancel'
  | 'onContextMenu'
>;

/**
 * Stepper behaviour and ARIA, apart from any look: the value rules, long press, keys and the
 * spinbutton attributes. The view spreads `inputProps` on its field and the button props on its
 * two buttons. Ends are `aria-disabled` rather than `disabled` so pressing one still reports
 * `onOverlimit`, as Vant does.
 */
export function useStepper({
  value,
  defaultValue = STEPPER_DEFAULT_VALUE,
  onChange,
  min = STEPPER_DEFAULT_MIN,
  max = STEPPER_DEFAULT_MAX,
  step = STEPPER_DEFAULT_STEP,
  integer = false,
  decimalLength,
  allowEmpty = false,
  disabled = false,
  disablePlus = false,
  disableMinus = false,
  disableInput = false,
  longPress = true,
  beforeChange,
  onOverlimit,
  onPlus,
  onMinus,
}: UseStepperOptions = {}) {
  const rules: StepperRules = { min, max, integer, decimalLength, allowEmpty };
  const [current, setCurrent] = useControllableValue<StepperValue>({
    value,
    defaultValue: formatStepperValue(defaultValue, rules),
    onChange,
  });
  // What the user has typed but not yet confirmed; `null` while the field shows the value.
  const [draft, setDraft] = useState<string | null>(null);

  // Timers fire between renders: they read the latest value and props from here.
  const state = {
    current,
    rules,
    step,
    flags: { disabled, disablePlus, disableMinus },
    beforeChange,
    onOverlimit,
    onPlus,
    onMinus,
  };
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const commit = (next: StepperValue) => {
    latest.current.current = next;
    setCurrent(next);
  };

  const commitChecked = (next: StepperValue) => {
    const ask = latest.current.beforeChange;
    if (!ask) return commit(next);
    const answer = ask(next);
    if (answer instanceof Promise) {
      void answer.then((ok) => ok && commit(next)).catch(() => undefined);
    } else if (answer) {
      commit(next);
    }
  };

  /** One step; false when the end was disabled (and `onOverlimit` was told). */
  const act = (action: StepperAction): boolean => {
    const { current: at, rules: r, step: by, flags: f } = latest.current;
    if (isEndDisabled(action, at, r, f)) {
      latest.current.onOverlimit?.(action);
      return false;
    }
    commitChecked(formatStepperValue(addNumber(at ?? 0, action === 'minus' ? -by : by), r));
    (action === 'plus' ? latest.current.onPlus : latest.current.onMinus)?.();
    return true;
  };

  // Keep a controlled or old value inside new limits, as Vant's watchers do.
  const formatted = formatStepperValue(current, rules);
  useEffect(() => {
    if (!Object.is(formatted, current)) commit(formatted);
  }, [formatted, current]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressedLong = useRef(false);
  const stopTimer = () => clearTimeout(timer.current);
  useEffect(() => stopTimer, []);

  const repeat = (action: StepperAction) => {
    timer.current = setTimeout(() => {
      if (act(action)) repeat(action);
    }, LONG_PRESS_INTERVAL);
  };

  const buttonProps = (action: StepperAction): ButtonProps => ({
    type: 'button',
    'aria-disabled': isEndDisabled(action, current, rules, state.flags) || undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      if (pressedLong.current) {
        pressedLong.current = false;
        return;
      }
      act(action);
    },
    onPointerDown: () => {
      pressedLong.current = false;
      if (!longPress) return;
      stopTimer();
      timer.current = setTimeout(() => {
        pressedLong.current = true;
        if (act(action)) repeat(action);
      }, LONG_PRESS_START_TIME);
    },
    onPointerUp: stopTimer,
    onPointerLeave: stopTimer,
    onPointerCancel: stopTimer,
    // A held finger would open the context menu on touch screens.
    onContextMenu: (event) => {
      if (longPress) event.preventDefault();
    },
  });

  /** Tidies the field up: the typed text (or the value) clamped and formatted. */
  const settle = () => {
    const next = formatStepperValue(draft ?? current, rules);
    const typed = draft !== null;
    setDraft(null);
    // Typed text still needs beforeChange's yes; tidying the shown value up does not.
    if (typed && !Object.is(next, latest.current.current)) commitChecked(next);
    else commit(next);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    let text = sanitizeNumber(event.target.value, !integer);
    if (decimalLength !== undefined && text.includes('.')) {
      const [whole, fraction = ''] = text.split('.');
      text = `${whole}.${fraction.slice(0, decimalLength)}`;
    }
    setDraft(text);
    // A complete number inside the limits counts at once; anything else waits for blur or Enter.
    if (allowEmpty && text === '') {
      commitChecked(null);
      return;
    }
    const n = Number(text);
    if (text !== '' && String(n) === text && n >= min && n <= max) commitChecked(n);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || disabled) return;
    switch (event.key) {
      case 'ArrowUp':
        event.preventDefault();
        settle();
        act('plus');
        break;
      case 'ArrowDown':
        event.preventDefault();
        settle();
        act('minus');
        break;
      case 'Home':
        if (disableInput) {
          event.preventDefault();
          commitChecked(formatStepperValue(min, rules));
        }
        break;
      case 'End':
        if (disableInput && Number.isFinite(max)) {
          event.preventDefault();
          commitChecked(formatStepperValue(max, rules));
        }
        break;
      case 'Enter':
        settle();
        break;
    }
  };

  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    role: 'spinbutton',
    type: 'text',
    inputMode: integer ? 'numeric' : 'decimal',
    value: draft ?? stepperText(current, decimalLength),
    disabled,
    readOnly: disableInput,
    'aria-valuemin': min,
    'aria-valuemax': Number.isFinite(max) ? max : undefined,
    'aria-valuenow': current ?? undefined,
    onChange: handleInput,
    onBlur: (_event: FocusEvent<HTMLInputElement>) => settle(),
    onKeyDown: handleKeyDown,
  };

  return {
    value: current,
    minusDisabled: isEndDisabled('minus', current, rules, state.flags),
    plusDisabled: isEndDisabled('plus', current, rules, state.flags),
    inputProps,
    minusButtonProps: buttonProps('minus'),
    plusButtonProps: buttonProps('plus'),
  };
}
