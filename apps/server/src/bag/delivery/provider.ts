import type { EconomyConfig } from '../../economy/config';

/** An extraction handed to the game platform. */
export interface DeliveryRequest {
  deliveryId: number;
  userId: number;
  bagItemId: number;
  tradeLink: string;
}

/**
 * DESIGN section 4: extraction goes through a provider. `delaySeconds` sets the due time of a new
 * delivery; at that time the timer asks `deliver` for the outcome ('failed' puts the item back).
 */
export interface DeliveryProvider {
  name: string;
  delaySeconds: number;
  deliver(request: DeliveryRequest): Promise<'completed' | 'failed'>;
}

/**
 * The default provider: completes every delivery after a configurable delay (SPEC: 5 minutes to
 * 12 hours; DELIVERY_DELAY_SECONDS). Nothing leaves the machine.
 */
export function sandboxDeliveryProvider(delaySeconds: number): DeliveryProvider {
  return { name: 'sandbox', delaySeconds, deliver: () => Promise.resolve('completed') };
}

/** The provider the configuration names: the sandbox one, timed by DELIVERY_DELAY_SECONDS. */
export function configuredDeliveryProvider(economy: EconomyConfig): DeliveryProvider {
  return sandboxDeliveryProvider(economy.DELIVERY_DELAY_SECONDS);
}
