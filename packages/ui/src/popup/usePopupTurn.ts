import { useEffect, useState, useSyncExternalStore } from 'react';

/** The popups on screen now, and those waiting for the screen to be free, first come first. */
const showing = new Set<symbol>();
const waiting: symbol[] = [];
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function leave(popup: symbol) {
  const wasShowing = showing.delete(popup);
  const queued = waiting.indexOf(popup);
  if (queued >= 0) waiting.splice(queued, 1);
  if (wasShowing || queued >= 0) changed();
}

/**
 * Whether a popup asked to `show` is on screen. A popup the player asked for shows at once. One
 * that `waits` (a notice nobody asked for: a welcome gift, a reminder) shows only while no other
 * popup is on screen, and such notices take their turns in the order they came: two modal panels
 * at once would leave one under the other, its buttons out of reach, and focus returned on close to
 * a panel that is gone.
 */
export function usePopupTurn(show: boolean, waits: boolean): boolean {
  const [popup] = useState(() => Symbol('popup'));
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const onScreen =
    show &&
    (!waits || showing.has(popup) || (showing.size === 0 && (waiting[0] ?? popup) === popup));

  useEffect(() => {
    // Two waiting notices rendered in the same commit both found the screen free: the second
    // one's effect sees the first on screen and queues behind it.
    const taken = waits && !showing.has(popup) && showing.size > 0;
    if (!show) {
      leave(popup);
    } else if (onScreen && !taken && !showing.has(popup)) {
      const queued = waiting.indexOf(popup);
      if (queued >= 0) waiting.splice(queued, 1);
      showing.add(popup);
      changed();
    } else if ((!onScreen || taken) && !waiting.includes(popup)) {
      waiting.push(popup);
      changed();
    }
  }, [popup, show, onScreen]);

  useEffect(() => () => leave(popup), [popup]);

  return onScreen;
}
