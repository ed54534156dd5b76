import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds a kit Price showing `value`: the widget splits the amount at the dot into two elements,
 * so plain text matching cannot see "12.50" whole.
 */
export function priceOf(value: string): MatcherFunction {
  return (_, element) =>
    element?.querySelector(':scope > [data-fraction]') != null && element.textContent === value;
}
