import type { Api } from '@skinbox/api';
import { useStores } from '@skinbox/stores';

/** The calls of the game screens: boxes, bag, records, mall, recharge and fairness. */
export type GameApi = Pick<Api, 'boxes' | 'bag' | 'records' | 'mall' | 'recharge' | 'fairness'>;

export function useGameApi(): GameApi {
  return useStores().api;
}
