import { observable } from 'mobx';

/**
 * A payment just credited the balance from `from` to `to`: the header's balance counts up over
 * it (SPEC section 9's count-up) instead of jumping, so the coins are seen to arrive.
 */
export const creditMoment = observable.box<{ from: string; to: string } | null>(null);
