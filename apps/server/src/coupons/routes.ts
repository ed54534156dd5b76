import { coupons as contract } from '@skinbox/api';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { exchangeCode } from './actions';
import { heldCoupons, presentCoupon } from './queries';

/** How many used, expired and upcoming coupons the list shows. */
const UNUSABLE_SHOWN = 50;

/** The player's coupons and the exchange-code call. */
export function registerCoupons({ app, db }: ModuleDeps) {
  route(app, contract.list, async (_input, { userId, locale }) => {
    const now = new Date();
    const shown = (await heldCoupons(db, userId)).map((held) => presentCoupon(held, locale, now));
    return {
      usable: shown.filter((c) => c.state === 'usable').sort((a, b) => a.endAt - b.endAt),
      unusable: shown.filter((c) => c.state !== 'usable').slice(0, UNUSABLE_SHOWN),
    };
  });

  route(app, contract.exchange, async ({ code }, { userId, locale }) => {
    const now = new Date();
    const given = await exchangeCode(db, { userId, code, now });
    return given.kind === 'coupon'
      ? { kind: 'coupon' as const, coupon: presentCoupon(given.held, locale, now) }
      : given;
  });
}
