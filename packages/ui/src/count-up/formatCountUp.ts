/** The SPEC's count-up animation length, in milliseconds. */
export const COUNT_UP_DURATION = 3000;
/** The SPEC's thousands separator. */
export const COUNT_UP_SEPARATOR = ',';
/** countup.js's decimal mark. */
export const COUNT_UP_DECIMAL = '.';

export interface CountUpFormat {
  /** Digits after the decimal mark; 0 by default. */
  decimals?: number;
  /** Between groups of three digits; ',' by default, '' for none. */
  separator?: string;
  decimal?: string;
  prefix?: string;
  suffix?: string;
}

/** Formats `value` as countup.js does: sign, prefix, grouped digits, decimals, suffix. */
export function formatCountUp(
  value: number,
  {
    decimals = 0,
    separator = COUNT_UP_SEPARATOR,
    decimal = COUNT_UP_DECIMAL,
    prefix = '',
    suffix = '',
  }: CountUpFormat = {},
): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  const negative = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${negative}${prefix}${grouped}${fraction ? decimal + fraction : ''}${suffix}`;
}

/**
 * countup.js's easeOutExpo: fast at first, settling on the end value. `t` elapsed of `d`, from
 * `b` by a change of `c`; exactly `b + c` at `t = d`.
 */
export function easeOutExpo(t: number, b: number, c: number, d: number): number {
  return (c * (-Math.pow(2, (-10 * t) / d) + 1) * 1024) / 1023 + b;
}
