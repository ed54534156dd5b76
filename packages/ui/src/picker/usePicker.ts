import { useRef } from 'react';
import { useControllableValue } from '../hooks/useControllableValue';
import {
  resolveColumns,
  sameValues,
  type PickerColumns,
  type PickerOption,
  type PickerValue,
} from './utils';

export interface PickerSelection {
  selectedOptions: (PickerOption | undefined)[];
  selectedIndexes: number[];
}

export interface PickerChange extends PickerSelection {
  /** The column the user moved. */
  columnIndex: number;
}

export interface UsePickerOptions {
  /** One column of options, an array of columns, or a tree of options (`children`) to cascade. */
  columns: PickerColumns;
  /** The selected value of each column (controlled). */
  value?: PickerValue[];
  /** The starting values when not controlled; each column's first enabled option by default. */
  defaultValue?: PickerValue[];
  /** Called when a column settles on another option, with the values and which column moved. */
  onChange?: (values: PickerValue[], change: PickerChange) => void;
  /** The toolbar's confirm button was pressed. */
  onConfirm?: (values: PickerValue[], selection: PickerSelection) => void;
  /** The toolbar's cancel button was pressed. */
  onCancel?: (values: PickerValue[], selection: PickerSelection) => void;
}

function selectionOf(columns: PickerOption[][], values: PickerValue[]): PickerSelection {
  const selectedIndexes = columns.map((options, index) =>
    options.findIndex((option) => option.value === values[index]),
  );
  return {
    selectedIndexes,
    selectedOptions: columns.map((options, index) => options[selectedIndexes[index] ?? -1]),
  };
}

/**
 * The picker's values: each column's value, a missing one read as the column's first enabled
 * option; a cascade's later columns follow the earlier ones.
 */
export function usePicker({
  columns,
  value,
  defaultValue,
  onChange,
  onConfirm,
  onCancel,
}: UsePickerOptions) {
  const changedColumn = useRef(0);
  const [wanted, setWanted] = useControllableValue<PickerValue[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange: (next) => {
      const resolved = resolveColumns(columns, next);
      onChange?.(next, {
        columnIndex: changedColumn.current,
        ...selectionOf(resolved.columns, resolved.values),
      });
    },
  });
  const resolved = resolveColumns(columns, wanted);

  const change = (columnIndex: number, next: PickerValue) => {
    const values = resolved.values.slice();
    values[columnIndex] = next;
    // A cascade may show other columns now: settle their values too.
    const settled = resolveColumns(columns, values).values;
    if (sameValues(settled, resolved.values)) return;
    changedColumn.current = columnIndex;
    setWanted(settled);
  };

  const current = (): [PickerValue[], PickerSelection] => [
    resolved.values.slice(),
    selectionOf(resolved.columns, resolved.values),
  ];

  return {
    columns: resolved.columns,
    values: resolved.values,
    change,
    confirm: () => onConfirm?.(...current()),
    cancel: () => onCancel?.(...current()),
  };
}
