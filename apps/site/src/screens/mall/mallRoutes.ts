import { MALL, baseRoutes } from '../../testing/gameFixtures';
import { goodsNamed } from '../../testing/goodsNamed';
import type { MockRoutes } from '../../testing/mockTransport';
import type { RecordedCalls } from '../../testing/recordedCalls';

/**
 * The mall as its screen and hook tests meet it: the offers in the currency asked for, found by
 * name as the server finds them, the quota, and an exchange; listings noted as 'list' and
 * exchanges as 'buy'.
 */
export function mallRoutes(record: RecordedCalls['record']): MockRoutes {
  return {
    ...baseRoutes(),
    '/api/mall/list': record('list', ({ currency, name }) => {
      const found = goodsNamed(MALL, name);
      return {
        list: found.map((offer) => ({
          ...offer,
          currency: currency === 'amount' ? 'amount' : 'point',
        })),
        total: found.length,
      };
    }),
    '/api/mall/quota': () => ({ quota: '12.50', amount: '100.00' }),
    '/api/user/buyMallGoods': record('buy', () => ({
      bagItemId: 9,
      amount: '100.00',
      point: '0.00',
    })),
  };
}
