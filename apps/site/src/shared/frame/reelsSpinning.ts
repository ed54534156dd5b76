import { observable } from 'mobx';

/**
 * Whether a player's own reels are spinning on this page. The server announces a big drop as soon
 * as it is rolled, before the opener's reels stop; the win announcer holds its toast and fireworks
 * until they have, so the announcement never spoils the spin it comes from.
 */
export const reelsSpinning = observable.box(false);
