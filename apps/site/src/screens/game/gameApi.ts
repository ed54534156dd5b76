import type { Api } from '@skinbox/api';
import { useStores, type RootStore } from '@skinbox/stores';

/** The calls of the game screens: boxes, bag, records, mall, recharge and fairness. */
export type GameApi = Pick<Api, 'boxes' | 'bag' | 'records' | 'mall' | 'recharge' | 'fairness'>;

function hasGameCalls(api: RootStore['api']): api is RootStore['api'] & GameApi {
  return ['boxes', 'bag', 'records', 'mall', 'recharge', 'fairness'].every((group) => group in api);
}

/**
 * The stores type their api as the auth, user and index calls only, while `createRootStore`
 * passes the whole `createApi(http)` (asked of the stores' owner in coord NOTES). This narrows it
 * with a check, so a store built without the game calls fails loudly instead of at a click.
 */
export function gameApiOf(root: RootStore): GameApi {
  if (!hasGameCalls(root.api)) throw new Error('the root store was built without the game calls');
  return root.api;
}

export function useGameApi(): GameApi {
  return gameApiOf(useStores());
}
