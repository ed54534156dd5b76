import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text input, until UI-A's Field lands (asked in coord NOTES). */
export function TextField({
  label,
  value,
  onValue,
  ...input
}: {
  label: string;
  value: string;
  onValue(value: string): void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  return (
    <span css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        css={(theme) => ({
          height: 36,
          padding: `0 ${theme.space.sm}`,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.sm,
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          fontFamily: theme.fontFamily,
          fontSize: theme.fontSize.md,
        })}
      />
    </span>
  );
}
