import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useControllableValue } from '../hooks/useControllableValue';
import { Picker, type PickerProps } from '../picker/Picker';
import type { PickerChange, PickerSelection } from '../picker/usePicker';
import { sameValues } from '../picker/utils';
import {
  defaultMaxDate,
  defaultMinDate,
  resolveDateColumns,
  type DatePickerColumnType,
  type DatePickerFilter,
  type DatePickerFormatter,
} from './utils';

export interface DatePickerProps extends Omit<
  PickerProps,
  'columns' | 'value' | 'defaultValue' | 'onChange' | 'onConfirm' | 'onCancel'
> {
  /** Which columns, in which order (default year, month, day). */
  columnsType?: readonly DatePickerColumnType[];
  /** The earliest date; Jan 1 ten years before the current year by default. */
  minDate?: Date;
  /** The latest date; Dec 31 ten years after the current year by default. */
  maxDate?: Date;
  /** One string per column, e.g. ['2026', '11', '21'] (controlled). */
  value?: string[];
  /** The starting date when not controlled; minDate by default. */
  defaultValue?: string[];
  /** Called when a column settles on another option, with the settled strings (a day past the month's end becomes its last day). */
  onChange?: (values: string[], change: PickerChange) => void;
  /** The toolbar's confirm button was pressed. */
  onConfirm?: (values: string[], selection: PickerSelection) => void;
  /** The toolbar's cancel button was pressed. */
  onCancel?: (values: string[], selection: PickerSelection) => void;
  /** Rewrites each option, e.g. to add a unit: (type, option) => option. */
  formatter?: DatePickerFormatter;
  /** Keeps some options of a column: (type, options, values) => options. */
  filter?: DatePickerFilter;
}

const DEFAULT_COLUMNS: readonly DatePickerColumnType[] = ['year', 'month', 'day'];

/**
 * A date picker (Vant DatePicker) on top of Picker: year, month and day columns between minDate
 * and maxDate, days as many as the chosen month has.
 */
export function DatePicker({
  columnsType = DEFAULT_COLUMNS,
  minDate,
  maxDate,
  value,
  defaultValue,
  onChange,
  onConfirm,
  onCancel,
  formatter,
  filter,
  columnLabels,
  ...rest
}: DatePickerProps) {
  const intl = useIntl();
  const min = minDate ?? defaultMinDate();
  const max = maxDate ?? defaultMaxDate();
  const resolve = (values: readonly string[]) =>
    resolveDateColumns({ columnsType, values, minDate: min, maxDate: max, formatter, filter });
  const change = useRef<PickerChange | null>(null);
  const [wanted, setWanted] = useControllableValue<string[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange: (next) => {
      if (change.current) onChange?.(next, change.current);
    },
  });
  const resolved = resolve(wanted);

  return (
    <Picker
      {...rest}
      columns={resolved.columns}
      value={resolved.values}
      columnLabels={
        columnLabels ??
        columnsType.map((type) => intl.formatMessage({ id: `ui.datePicker.${type}` }))
      }
      onChange={(next, details) => {
        const settled = resolve(next.map(String));
        if (sameValues(settled.values, resolved.values)) return;
        const columns = settled.columns;
        const selectedIndexes = columns.map((options, index) =>
          options.findIndex((option) => option.value === settled.values[index]),
        );
        change.current = {
          columnIndex: details.columnIndex,
          selectedIndexes,
          selectedOptions: columns.map((options, index) => options[selectedIndexes[index] ?? -1]),
        };
        setWanted(settled.values);
      }}
      onConfirm={(values, selection) => onConfirm?.(values.map(String), selection)}
      onCancel={(values, selection) => onCancel?.(values.map(String), selection)}
    />
  );
}
