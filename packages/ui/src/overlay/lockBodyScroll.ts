/**
 * Body scroll lock shared by every open overlay. A count keeps the page locked until the last
 * overlay closes, so two stacked popups do not unlock each other.
 */
let locks = 0;
let savedOverflow = '';

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}
