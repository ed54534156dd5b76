import type { Feature } from '../platform/feature';
import { orderExpiryJob } from './orderExpiry';
import { registerRecharge } from './routes';

/** Recharge: its calls, the payment provider's notifications and the expiry of unpaid orders. */
export const rechargeFeature: Feature = {
  name: 'recharge',
  routes: registerRecharge,
  jobs: () => [orderExpiryJob],
};
