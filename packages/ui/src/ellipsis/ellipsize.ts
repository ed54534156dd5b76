export type EllipsisPosition = 'end' | 'start' | 'middle';

/**
 * The shortened text for `position` keeping `kept` characters (code points) of `chars`:
 * 'end' keeps the head, 'start' the tail, 'middle' both ends (the extra one at the head).
 */
export function shorten(
  chars: readonly string[],
  kept: number,
  position: EllipsisPosition,
  dots: string,
): string {
  const n = chars.length;
  if (position === 'end') return chars.slice(0, kept).join('') + dots;
  if (position === 'start') return dots + chars.slice(n - kept).join('');
  const head = Math.ceil(kept / 2);
  return chars.slice(0, head).join('') + dots + chars.slice(n - (kept - head)).join('');
}

/**
 * The longest shortening of `content` that `fits` (a binary search, as Vant's TextEllipsis does
 * against the layout). `fits` gets the text to test, with `suffix` (e.g. the expand action)
 * appended. Returns `content` itself when it fits whole.
 */
export function ellipsize(
  content: string,
  fits: (candidate: string) => boolean,
  {
    position = 'end',
    dots = '…',
    suffix = '',
  }: {
    position?: EllipsisPosition;
    dots?: string;
    suffix?: string;
  } = {},
): { text: string; truncated: boolean } {
  if (fits(content)) return { text: content, truncated: false };
  const chars = Array.from(content);
  let low = 0;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(shorten(chars, mid, position, dots) + suffix)) low = mid;
    else high = mid - 1;
  }
  return { text: shorten(chars, low, position, dots), truncated: true };
}
