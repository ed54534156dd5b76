import type { RedPacketState } from '@skinbox/api';

/** SPEC section 4: received once taken for the period, else receivable when the condition holds. */
export function packetState(received: boolean, eligible: boolean): RedPacketState {
  if (received) return 'received';
  return eligible ? 'receivable' : 'locked';
}
