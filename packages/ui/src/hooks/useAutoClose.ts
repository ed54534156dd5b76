import { useEffect, useEffectEvent } from 'react';

/** Calls `onClose` `duration` ms after `open` turns on; 0 or less keeps it open. */
export function useAutoClose(open: boolean, duration: number, onClose?: () => void) {
  const timeUp = useEffectEvent(() => onClose?.());
  useEffect(() => {
    if (!open || duration <= 0) return undefined;
    const timer = setTimeout(timeUp, duration);
    return () => clearTimeout(timer);
  }, [open, duration]);
}
