import { coupons as contract } from '@skinbox/api';
import { route } from '../http/route';
import { secretGuesses } from '../http/secretGuesses';
import type { ModuleDeps } from '../platform/deps';
import { exchangeCode } from './actions';
import { heldCoupons, presentCoupon } from './queries';

/** How many used, expired and upcoming coupons the list shows. */
const UNUSABLE_SHOWN = 50;

/** The player's coupons and the exchange-code call. */
export function registerCoupons({ app, db, clock }: ModuleDeps) {
  // The code is its own lookup, so a guess names no code: counted per address.
  const codeGuesses = secretGuesses(app, 'exchangeCode', 'errors.exchangeCodeInvalid');
  route(app, contract.list, async (_input, { userId, locale }) => {
    const now = clock.now();
    const shown = (await heldCoupons(db, userId)).map((held) => presentCoupon(held, locale, now));
    return {
      usable: shown.filter((c) => c.state === 'usable').sort((a, b) => a.endAt - b.endAt),
      unusable: shown.filter((c) => c.state !== 'usable').slice(0, UNUSABLE_SHOWN),
    };
  });

  route(app, contract.exchange, async ({ code }, { userId, locale, request }) => {
    const now = clock.now();
    const given = await codeGuesses.guess({ player: userId, target: request.ip }, () =>
      exchangeCode(db, { userId, code, now }),
    );
    return given.kind === 'coupon'
      ? { kind: 'coupon' as const, coupon: presentCoupon(given.held, locale, now) }
      : given;
  });
}
