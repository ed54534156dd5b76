import { useCallback, useRef, useState } from 'react';

export interface ControllableValueProps<T> {
  /** Controlled value: when defined, the widget shows it and only reports changes. */
  value?: T;
  /** Starting value when uncontrolled. */
  defaultValue: T;
  onChange?: (value: T) => void;
}

/**
 * One hook for every widget that holds a value: controlled when `value` is defined, uncontrolled
 * otherwise. The setter reports through `onChange` only when the value really changes.
 */
export function useControllableValue<T>({
  value,
  defaultValue,
  onChange,
}: ControllableValueProps<T>) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef(current);
  latest.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved =
        typeof next === 'function' ? (next as (previous: T) => T)(latest.current) : next;
      if (Object.is(resolved, latest.current)) return;
      latest.current = resolved;
      if (!controlled) setInner(resolved);
      onChangeRef.current?.(resolved);
    },
    [controlled],
  );

  return [current, setValue] as const;
}
