import type { Feature } from '../platform/feature';
import { registerCoupons } from './routes';

/**
 * Recharge coupons and exchange codes (operators: `pnpm ops coupon-create`, `coupon-grant`,
 * `exchange-code`); the recharge order applies a coupon (recharge/actions.ts).
 */
export const couponsFeature: Feature = { name: 'coupons', routes: registerCoupons };
