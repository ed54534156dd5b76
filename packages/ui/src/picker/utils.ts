import type { ReactNode } from 'react';

/** Vant's picker constants. */
export const PICKER_VISIBLE_OPTION_NUM = 6;
export const PICKER_OPTION_HEIGHT = 44;
/** How long the momentum after a quick swipe lasts, in ms. */
export const PICKER_SWIPE_DURATION = 1000;
/** How long a column takes to settle after a click, a key or a slow drag, in ms. */
export const PICKER_SETTLE_DURATION = 200;
/** A swipe quicker than this (ms) ... */
export const PICKER_MOMENTUM_TIME = 300;
/** ... and longer than this (px) keeps moving after the finger lifts (Vant's momentum). */
export const PICKER_MOMENTUM_DISTANCE = 15;
/** Vant's deceleration: extra distance = speed (px/ms) / this. */
const MOMENTUM_DECELERATION = 0.003;

export type PickerValue = string | number;

export interface PickerOption {
  text: ReactNode;
  value: PickerValue;
  disabled?: boolean;
  /** Options of the next column (cascade). */
  children?: PickerOption[];
  className?: string;
}

export type PickerColumnsType = 'single' | 'multiple' | 'cascade';

/** One column of options, several columns, or a tree whose levels make the columns. */
export type PickerColumns = readonly PickerOption[] | readonly (readonly PickerOption[])[];

export function getColumnsType(columns: PickerColumns): PickerColumnsType {
  const first = columns[0];
  if (Array.isArray(first)) return 'multiple';
  if (first && 'children' in first && first.children) return 'cascade';
  return 'single';
}

export function firstEnabled(options: readonly PickerOption[]): PickerOption | undefined {
  return options.find((option) => !option.disabled);
}

/**
 * The columns to show and the value of each, given the wanted values: a value that is not in
 * its column becomes the column's first enabled option; a cascade follows the chosen options.
 */
export function resolveColumns(
  columns: PickerColumns,
  values: readonly (PickerValue | undefined)[],
): { columns: PickerOption[][]; values: PickerValue[] } {
  const type = getColumnsType(columns);
  let shown: PickerOption[][];
  if (type === 'multiple') shown = (columns as PickerOption[][]).map((options) => [...options]);
  else if (type === 'single') shown = [[...(columns as PickerOption[])]];
  else {
    shown = [];
    let options: PickerOption[] | undefined = [...(columns as PickerOption[])];
    while (options && options.length > 0) {
      shown.push(options);
      const wanted = values[shown.length - 1];
      const chosen: PickerOption | undefined =
        options.find((option) => option.value === wanted) ?? firstEnabled(options) ?? options[0];
      options = chosen?.children;
    }
  }
  const resolved = shown.map((options, index) => {
    const wanted = values[index];
    if (options.some((option) => option.value === wanted)) return wanted as PickerValue;
    return (firstEnabled(options) ?? options[0])?.value;
  });
  return {
    columns: shown,
    values: resolved.filter((value): value is PickerValue => value !== undefined),
  };
}

export function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/** The enabled index nearest `index`, looking down first, then up (Vant's adjustIndex). */
export function adjustIndex(options: readonly PickerOption[], index: number): number {
  const start = Math.min(Math.max(index, 0), options.length);
  for (let i = start; i < options.length; i++) if (!options[i]?.disabled) return i;
  for (let i = start - 1; i >= 0; i--) if (!options[i]?.disabled) return i;
  return 0;
}

/** The next enabled index from `index` in `step` direction, or `index` when there is none. */
export function nextEnabled(options: readonly PickerOption[], index: number, step: 1 | -1) {
  for (let i = index + step; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return index;
}

/** The option under the frame for a column offset (0 = first option in the frame). */
export function indexByOffset(offset: number, optionHeight: number, count: number): number {
  return Math.min(Math.max(Math.round(-offset / optionHeight), 0), Math.max(count - 1, 0));
}

/** Vant's rule: a swipe keeps going when quicker than MOMENTUM_TIME and longer than MOMENTUM_DISTANCE. */
export function hasMomentum(distance: number, duration: number): boolean {
  return duration < PICKER_MOMENTUM_TIME && Math.abs(distance) > PICKER_MOMENTUM_DISTANCE;
}

/** Where a swipe of `distance` px in `duration` ms carries a column resting at `offset`. */
export function momentumOffset(offset: number, distance: number, duration: number): number {
  const speed = Math.abs(distance / Math.max(duration, 1));
  return offset + (speed / MOMENTUM_DECELERATION) * (distance < 0 ? -1 : 1);
}
