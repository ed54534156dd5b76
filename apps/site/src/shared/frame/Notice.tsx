import type { ReactNode } from 'react';

/**
 * A line that says what just happened: a refusal (role alert) or a success (role status). The
 * server's own refusals already come as toasts from the HTTP client; this is for the screen's
 * checks and results.
 */
export function Notice({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      css={(theme) => ({
        margin: 0,
        color: tone === 'error' ? theme.color.danger : theme.color.success,
      })}
    >
      {children}
    </p>
  );
}
