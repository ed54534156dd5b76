import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import type { DataTableColumn } from './columns';

export interface ColumnMenuProps {
  /** The columns an operator may hide. */
  columns: readonly Pick<DataTableColumn<unknown>, 'id' | 'header'>[];
  hidden: readonly string[];
  /** Columns shown now: the last one shown cannot be hidden. */
  visibleCount: number;
  onChange: (hidden: readonly string[]) => void;
}

const anchor = css`
  position: relative;
  margin-inline-start: auto;
`;

const panel = (theme: Theme) => css`
  position: absolute;
  z-index: 3;
  inset-inline-end: 0;
  top: calc(100% + ${theme.space.xs});
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 180px;
  max-height: 320px;
  overflow-y: auto;
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

/**
 * The data table's column choice: a button that opens a list of checkboxes, one per column.
 * Escape or a press outside closes it; Escape gives focus back to the button.
 */
export function ColumnMenu({ columns, hidden, visibleCount, onChange }: ColumnMenuProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const title = intl.formatMessage({ id: 'ui.dataTable.columns' });

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement))
        root.current.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (columns.length === 0) return null;

  return (
    <div ref={root} css={anchor}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {title}
      </Button>
      {open && (
        <div id={id} role="group" aria-label={title} css={panel}>
          {columns.map((column) => {
            const shown = !hidden.includes(column.id);
            return (
              <Checkbox
                key={column.id}
                shape="square"
                checked={shown}
                disabled={shown && visibleCount <= 1}
                onChange={(checked) =>
                  onChange(
                    checked
                      ? hidden.filter((other) => other !== column.id)
                      : [...hidden, column.id],
                  )
                }
              >
                {column.header}
              </Checkbox>
            );
          })}
        </div>
      )}
    </div>
  );
}
