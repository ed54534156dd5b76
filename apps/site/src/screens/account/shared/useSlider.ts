import type { SliderChallenge } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SliderAnswer {
  captchaId: string;
  sliderX: number;
  sliderMillis: number;
}

/**
 * The slider check's state (SPEC section 5, DESIGN section 4): the server's puzzle, where the
 * piece is, and how long the player took to move it (first to last movement). The answer goes
 * with the request for a code; the server judges it and a puzzle answers once, so after each
 * request a new one is fetched.
 */
export function useSlider() {
  const { api } = useStores();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [x, setX] = useState(0);
  const [moved, setMoved] = useState(false);
  const timing = useRef<{ first: number; last: number } | null>(null);

  const refresh = useCallback(async () => {
    setChallenge(null);
    setX(0);
    setMoved(false);
    timing.current = null;
    const result = await api.auth.getGraphicCode();
    if (result.ok) setChallenge(result.data);
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const move = (value: number) => {
    const now = performance.now();
    timing.current = { first: timing.current?.first ?? now, last: now };
    setX(value);
    setMoved(true);
  };

  /** Null until the piece was moved: the form then says to pass the slider first. */
  const answer = (): SliderAnswer | null =>
    challenge && moved && timing.current
      ? {
          captchaId: challenge.captchaId,
          sliderX: x,
          sliderMillis: Math.round(timing.current.last - timing.current.first),
        }
      : null;

  return { challenge, x, moved, move, refresh, answer };
}

export type SliderState = ReturnType<typeof useSlider>;
