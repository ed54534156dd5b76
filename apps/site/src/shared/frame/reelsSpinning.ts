import { observable, runInAction } from 'mobx';
import { useEffect } from 'react';

/**
 * Whether a player's own reels (or another game moment: a battle's rounds, a lucky dial, a
 * contract's reel, a roll room's draw) are running on this page. The server announces a big win as
 * soon as it is rolled, before the moment that shows it ends; the win announcer holds its toast
 * and fireworks until it has, so the announcement never spoils the moment it comes from.
 */
export const reelsSpinning = observable.box(false);

/** Holds the announcements while `running` is true on the calling screen. */
export function useHoldAnnouncements(running: boolean) {
  useEffect(() => {
    if (!running) return;
    runInAction(() => reelsSpinning.set(true));
    return () => runInAction(() => reelsSpinning.set(false));
  }, [running]);
}
