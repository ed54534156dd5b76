/** The widest a featured or hot card grows on desktop: beyond it the case art only gets blurrier. */
export const PICK_CARD_MAX_PX = 340;

/**
 * Desktop: the featured and hot rows share one band with a column per card (featured first), so
 * neither row ends in empty columns whatever its count: a single hot box sits beside the featured
 * ones, at their size.
 */
export function bandColumns(featured: number, hot: number): number {
  return featured + hot;
}

/**
 * Phone (two across): with an odd count the first card (the cheapest category's pick, or the
 * hottest box) spans the row, so no row holds a card beside a hole; one hot box is a spotlight.
 */
export function leadSpansRow(count: number): boolean {
  return count % 2 === 1;
}
