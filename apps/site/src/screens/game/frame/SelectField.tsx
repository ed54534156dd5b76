import { useId } from 'react';
import type { Choice } from './PickerField';

/** A labelled native select for long option lists, until UI-A's Picker lands. */
export function SelectField<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Choice<T>[];
  value: T;
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        css={(theme) => ({
          height: 32,
          padding: `0 ${theme.space.sm}`,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.sm,
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          fontFamily: theme.fontFamily,
        })}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
