import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

/**
 * A labelled input with its error line, in plain markup until the kit's Field lands (asked of
 * UI-A in coord NOTES); the error is tied to the input with aria-describedby and aria-invalid.
 */
export function TextRow({
  label,
  error,
  extra,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; extra?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label
        htmlFor={id}
        css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}
      >
        {label}
      </label>
      <div css={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={(theme) => ({
            flex: 1,
            minWidth: 0,
            height: 40,
            padding: '0 12px',
            boxSizing: 'border-box',
            border: `1px solid ${error ? theme.color.danger : theme.color.border}`,
            borderRadius: theme.radius.md,
            background: theme.color.surfaceRaised,
            color: theme.color.text,
            fontFamily: theme.fontFamily,
            fontSize: theme.fontSize.md,
            '&::placeholder': { color: theme.color.textMuted },
            '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 1 },
          })}
          {...input}
        />
        {extra}
      </div>
      {error && (
        <span
          id={errorId}
          role="alert"
          css={(theme) => ({ color: theme.color.danger, fontSize: theme.fontSize.sm })}
        >
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled checkbox with its error line. */
export function CheckRow({
  label,
  error,
  checked,
  onChange,
}: {
  label: ReactNode;
  error?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: 2 }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          css={(theme) => ({ width: 16, height: 16, accentColor: theme.color.primary })}
        />
        <label htmlFor={id} css={(theme) => ({ fontSize: theme.fontSize.sm })}>
          {label}
        </label>
      </div>
      {error && (
        <span
          id={`${id}-error`}
          role="alert"
          css={(theme) => ({ color: theme.color.danger, fontSize: theme.fontSize.sm })}
        >
          {error}
        </span>
      )}
    </div>
  );
}
