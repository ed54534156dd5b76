import { Button, Form } from '@skinbox/ui';
import type { ReactNode } from 'react';

interface AccountFormProps {
  onSubmit(): void;
  /** The fields, stacked in the order given. */
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  /** Said above the button once the form went through; nothing while it has not. */
  doneNote?: string | false;
  /**
   * A sign-in sheet's form: its button spans the sheet, its lines of text stand in from the edge
   * as the fields' labels do, and `links` (to the sheet's other forms) go under the button.
   */
  sheet?: { links: ReactNode };
}

/** An account form in the kit's Form: labels on top, the fields, one primary submit button. */
export function AccountForm({
  onSubmit,
  children,
  submitLabel,
  busy,
  submitDisabled,
  doneNote,
  sheet,
}: AccountFormProps) {
  return (
    <Form labelAlign="top" onSubmit={onSubmit} css={{ display: 'grid', gap: 12 }}>
      {children}
      {doneNote && (
        <p
          role="status"
          css={(theme) => ({
            margin: 0,
            padding: sheet ? `0 ${theme.space.lg}` : 0,
            color: theme.color.success,
          })}
        >
          {doneNote}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        block={sheet !== undefined}
        loading={busy}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
      {sheet?.links}
    </Form>
  );
}
