import type { PickerOption } from '../picker/utils';

/** The default range reaches this many years before and after the current year (SPEC, Vant). */
export const DATE_PICKER_YEAR_RANGE = 10;

export type DatePickerColumnType = 'year' | 'month' | 'day';

export interface DatePickerOption extends PickerOption {
  value: string;
}

export type DatePickerFormatter = (
  type: DatePickerColumnType,
  option: DatePickerOption,
) => DatePickerOption;

export type DatePickerFilter = (
  type: DatePickerColumnType,
  options: DatePickerOption[],
  values: string[],
) => DatePickerOption[];

/** Jan 1 of the year `DATE_PICKER_YEAR_RANGE` years before `now`'s. */
export function defaultMinDate(now = new Date()): Date {
  return new Date(now.getFullYear() - DATE_PICKER_YEAR_RANGE, 0, 1);
}

/** Dec 31 of the year `DATE_PICKER_YEAR_RANGE` years after `now`'s. */
export function defaultMaxDate(now = new Date()): Date {
  return new Date(now.getFullYear() + DATE_PICKER_YEAR_RANGE, 11, 31);
}

/** Days in `month` (1-12) of `year`: 29 for February of a leap year. */
export function monthEndDay(year: number, month: number): number {
  return 32 - new Date(year, month - 1, 32).getDate();
}

export const padZero = (value: number) => String(value).padStart(2, '0');

function range(min: number, max: number): number[] {
  return Array.from({ length: Math.max(max - min + 1, 0) }, (_, index) => min + index);
}

/** The option nearest `wanted` by number (a day past the month's end becomes its last day). */
function nearest(options: DatePickerOption[], wanted: string | undefined): string | undefined {
  const enabled = options.filter((option) => !option.disabled);
  const candidates = enabled.length > 0 ? enabled : options;
  const target = Number(wanted);
  if (wanted === undefined || wanted === '' || Number.isNaN(target)) return candidates[0]?.value;
  let best = candidates[0];
  for (const option of candidates) {
    if (Math.abs(+option.value - target) < Math.abs(+(best?.value ?? 0) - target)) best = option;
  }
  return best?.value;
}

export interface DateColumnsInput {
  columnsType: readonly DatePickerColumnType[];
  values: readonly string[];
  minDate: Date;
  maxDate: Date;
  formatter?: DatePickerFormatter;
  filter?: DatePickerFilter;
}

/**
 * The year, month and day columns between minDate and maxDate and the value of each: months
 * and days follow the chosen year and month; a value outside its column moves to the nearest
 * option, so 31 becomes the month's last day.
 */
export function resolveDateColumns({
  columnsType,
  values,
  minDate,
  maxDate,
  formatter = (_, option) => option,
  filter,
}: DateColumnsInput): { columns: DatePickerOption[][]; values: string[] } {
  const minYear = minDate.getFullYear();
  const maxYear = maxDate.getFullYear();
  const chosen = { year: minYear, month: minDate.getMonth() + 1, day: minDate.getDate() };
  const byType = new Map<DatePickerColumnType, { options: DatePickerOption[]; value?: string }>();
  const current = [...values];

  const make = (type: DatePickerColumnType, numbers: number[]) => {
    const options = numbers.map((number) => {
      const text = type === 'year' ? String(number) : padZero(number);
      return formatter(type, { text, value: text });
    });
    return filter ? filter(type, options, current) : options;
  };

  for (const type of ['year', 'month', 'day'] as const) {
    let numbers: number[];
    if (type === 'year') numbers = range(minYear, maxYear);
    else if (type === 'month') {
      const from = chosen.year === minYear ? minDate.getMonth() + 1 : 1;
      const to = chosen.year === maxYear ? maxDate.getMonth() + 1 : 12;
      numbers = range(from, to);
    } else {
      const atMin = chosen.year === minYear && chosen.month === minDate.getMonth() + 1;
      const atMax = chosen.year === maxYear && chosen.month === maxDate.getMonth() + 1;
      numbers = range(
        atMin ? minDate.getDate() : 1,
        atMax ? maxDate.getDate() : monthEndDay(chosen.year, chosen.month),
      );
    }
    const index = columnsType.indexOf(type);
    const options = make(type, numbers);
    if (index < 0) {
      // Not shown: Vant reads it from minDate, clamped into range.
      const value = nearest(options, String(chosen[type]));
      if (value !== undefined) chosen[type] = Number(value);
      continue;
    }
    const value = nearest(options, values[index]);
    if (value !== undefined) {
      chosen[type] = Number(value);
      current[index] = value;
    }
    byType.set(type, { options, value });
  }

  const shown = columnsType.map((type) => byType.get(type) ?? { options: [] });
  return {
    columns: shown.map((column) => column.options),
    values: shown.map((column) => column.value ?? ''),
  };
}
