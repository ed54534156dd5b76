import type { ReactNode } from 'react';

export interface StateMatrixProps<R extends string, C extends string> {
  rows: readonly R[];
  columns: readonly C[];
  cell: (row: R, column: C) => ReactNode;
}

/** A labelled grid of a widget's states; each widget's visual baseline is one of these. */
export function StateMatrix<R extends string, C extends string>({
  rows,
  columns,
  cell,
}: StateMatrixProps<R, C>) {
  return (
    <table
      data-testid="state-matrix"
      css={(theme) => ({
        borderSpacing: theme.space.md,
        color: theme.color.textMuted,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize.sm,
        background: theme.color.background,
      })}
    >
      <thead>
        <tr>
          <td />
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row">{row}</th>
            {columns.map((column) => (
              <td key={column}>{cell(row, column)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
