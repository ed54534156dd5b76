/**
 * A Price on a filled (primary) button: the coin icon, drawn in the coin colour that is also the
 * fill's, takes the button's text colour instead, so it stays visible.
 */
export const priceOnFill = {
  color: 'inherit',
  fontSize: 'inherit',
  '& svg': { color: 'inherit !important' },
} as const;
