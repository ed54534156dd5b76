import { expect } from 'storybook/test';

/** Narrowest the name field may get beside the order's longest label on a 375 px phone. */
const SEARCH_MIN_PX = 120;

/**
 * Issue 30: a goods listing's row on a 375 px phone is two tidy lines, the name search with its
 * order, then the filter button and the screen's actions together, nothing cut off and the
 * search still wide enough to type in. `search` is the name field's textbox.
 */
export async function expectGoodsRowOnTwoLines(search: HTMLElement) {
  let row = search.parentElement;
  while (row && getComputedStyle(row).flexWrap !== 'wrap') row = row.parentElement;
  if (!row) throw new Error('the search is in no wrapping row');
  const rowBox = row.getBoundingClientRect();
  const [first, ...rest] = [...row.children].map((child) => child.getBoundingClientRect());
  await expect(first?.width).toBe(rowBox.width);
  await expect(search.getBoundingClientRect().width).toBeGreaterThanOrEqual(SEARCH_MIN_PX);
  await expect(rest.length).toBeGreaterThan(0);
  // One line: the row centres its items, so each centre is the first control's.
  const centre = (box: DOMRect) => box.top + box.height / 2;
  for (const control of rest) {
    await expect(centre(control)).toBeCloseTo(centre(rest[0] as DOMRect), 0);
    await expect(control.top).toBeGreaterThanOrEqual(first?.bottom ?? 0);
    await expect(control.right).toBeLessThanOrEqual(rowBox.right);
  }
}
