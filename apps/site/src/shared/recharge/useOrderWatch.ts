import type { RechargeOrder as OrderAnswer } from '@skinbox/api';
import { useEffect, useRef } from 'react';
import { useGameApi } from '../gameApi';

/** How often an order being paid on the provider's page is asked after. */
export const ORDER_POLL_MS = 3000;

export interface OrderWatchHandlers {
  /** The order as it stands; returns true once it is settled (the watch stops). */
  onAnswer(order: OrderAnswer): boolean;
  /** The player came back to this tab (from the provider's). */
  onReturn(): void;
  /** Asking failed (the client showed why): the watch stops until asked to go on. */
  onStall(): void;
}

/**
 * Follows `orderId` until it is settled: asks every ORDER_POLL_MS, and at once when the player
 * comes back to the tab. `round` restarts a stalled watch. One question at a time.
 */
export function useOrderWatch(orderId: number | null, round: number, handlers: OrderWatchHandlers) {
  const api = useGameApi();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      const result = await api.recharge.orderStatus({ orderId });
      asking = false;
      if (!live) return;
      if (!result.ok) return latest.current.onStall();
      if (!latest.current.onAnswer(result.data))
        timer = setTimeout(() => void ask(), ORDER_POLL_MS);
    };
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      latest.current.onReturn();
      void ask();
    };
    timer = setTimeout(() => void ask(), round === 0 ? ORDER_POLL_MS : 0);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, [api, orderId, round]);
}
