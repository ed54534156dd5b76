import { MONEY_PATTERN } from '@skinbox/rules';

/**
 * Small checks for reading what the server sends without zod, where zod would be the largest part
 * of a page's first screen (the socket client, a live game's events). Each reader takes what its
 * zod schema in the contract takes and gives what it gives, or null; the tests hold each reader
 * and its schema side by side.
 */
type Fields = Record<string, unknown>;
export type Reader<T> = (data: unknown) => T | null;
/** Whether a field's value passes; `present` says whether the field is there at all. */
type Check<V> = (value: unknown, present: boolean) => value is V;
/** A field holding an object or a list, read (and so cut down) by its own reader. */
interface Nested<V> {
  read: Reader<V>;
  /** The field may hold null instead. */
  nullable: boolean;
}
type Field = Check<unknown> | Nested<unknown>;
type Checked<C> = {
  [K in keyof C]: C[K] extends Check<infer V> ? V : C[K] extends Nested<infer V> ? V : never;
};

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** z.number().int().nonnegative() */
export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
/** z.number().int().positive() */
export const isId = (value: unknown): value is number => isCount(value) && value > 0;
/** moneyString (moneySchema.ts) */
export const isMoney = (value: unknown): value is string =>
  isString(value) && MONEY_PATTERN.test(value);

const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?Z$/;
/** isoDateTime (page.ts, z.iso.datetime()): a real UTC instant, to the minute or finer. */
export function isIsoDateTime(value: unknown): value is string {
  const parts = isString(value) ? ISO_UTC.exec(value) : null;
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0] = parts.slice(1).map(Number) as number[];
  const date = new Date(0);
  date.setUTCFullYear(year as number, (month as number) - 1, day);
  const realDay = date.getUTCMonth() === (month as number) - 1 && date.getUTCDate() === day;
  return realDay && (hour as number) < 24 && (minute as number) < 60 && second < 60;
}

export const optional =
  <V>(check: (value: unknown) => value is V) =>
  (value: unknown): value is V | undefined =>
    value === undefined || check(value);
export const nullable =
  <V>(check: (value: unknown) => value is V) =>
  (value: unknown): value is V | null =>
    value === null || check(value);
export const oneOf =
  <const V extends readonly unknown[]>(...values: V) =>
  (value: unknown): value is V[number] =>
    values.includes(value);

/** An object whose every field passes its check, read with those fields alone. */
export function fields<C extends Record<string, Field>>(checks: C): Reader<Checked<C>> {
  return (data) => {
    if (!isObject(data)) return null;
    const read: Fields = {};
    for (const [name, field] of Object.entries(checks)) {
      const present = Object.hasOwn(data, name);
      if ('read' in field && field.nullable && data[name] === null) read[name] = null;
      else if ('read' in field) {
        const value = field.read(data[name]);
        if (value === null) return null;
        read[name] = value;
      } else if (!field(data[name], present)) return null;
      else if (present) read[name] = data[name];
    }
    return read as Checked<C>;
  };
}

/** A field of fields() holding an object or a list that `reader` reads. */
export const nested = <V>(reader: Reader<V>): Nested<V> => ({ read: reader, nullable: false });
/** A field of fields() holding null or what `reader` reads. */
export const nestedOrNull = <V>(reader: Reader<V>): Nested<V | null> => ({
  read: reader as Reader<V | null>,
  nullable: true,
});

/** A list of at least `min` items that `item` reads, each read. */
export function listOf<T>(item: Reader<T>, min = 0): Reader<T[]> {
  return (data) => {
    if (!Array.isArray(data) || data.length < min) return null;
    const read: T[] = [];
    for (const entry of data) {
      const value = item(entry);
      if (value === null) return null;
      read.push(value);
    }
    return read;
  };
}
