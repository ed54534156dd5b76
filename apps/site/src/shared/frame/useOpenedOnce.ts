import { useState } from 'react';

/**
 * Whether `open` has been true at any render so far: a part loaded on demand (a popup's lazy
 * chunk) mounts once first opened and stays mounted after, so it is not fetched before it is
 * wanted and keeps its state while closed again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
