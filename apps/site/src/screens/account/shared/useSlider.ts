import type { SliderChallenge } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { SliderCaptchaStatus, SliderVerifyResult } from '@skinbox/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SliderAnswer {
  captchaId: string;
  sliderX: number;
  sliderMillis: number;
}

/**
 * The answer the server judges (apps/server rules/slider.ts): where the piece was dropped and how
 * long the drag took, from the trace's first sample to its last (the server wants a human time,
 * SLIDER_MIN_DRAG_MS to SLIDER_MAX_DRAG_MS).
 */
export function sliderAnswer(captchaId: string, { x, trace }: SliderVerifyResult): SliderAnswer {
  const first = trace[0]?.t ?? 0;
  const last = trace.at(-1)?.t ?? first;
  return { captchaId, sliderX: x, sliderMillis: Math.round(last - first) };
}

/**
 * The slider check's state (SPEC section 5, DESIGN section 4) behind the kit's SliderCaptcha: the
 * server's puzzle, the answer of the last release, and the verdict shown on the picture. The answer
 * goes with the request for a code and the server judges it there; a puzzle answers once, so a
 * refusal draws a new one, and a pass keeps the solved puzzle until `refresh` (the resend).
 */
export function useSlider() {
  const { api } = useStores();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [answer, setAnswer] = useState<SliderAnswer | null>(null);
  const [status, setStatus] = useState<SliderCaptchaStatus>('idle');
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    setChallenge(null);
    setAnswer(null);
    const result = await api.auth.getGraphicCode();
    if (result.ok && id === request.current) setChallenge(result.data);
  }, [api]);

  const refresh = useCallback(async () => {
    setStatus('idle');
    await load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  const verify = (result: SliderVerifyResult) => {
    if (!challenge) return;
    setAnswer(sliderAnswer(challenge.captchaId, result));
    setStatus('idle');
  };

  /** The code request is under way: the server is judging the answer. */
  const judging = () => setStatus('verifying');
  /** The server's verdict on the answer sent; a refusal (or any failure) uses the puzzle up. */
  const judged = (passed: boolean, sliderRefused: boolean) => {
    setStatus(passed ? 'success' : sliderRefused ? 'fail' : 'idle');
    if (!passed) void load();
  };

  return { challenge, answer, status, verify, refresh, judging, judged };
}

export type SliderState = ReturnType<typeof useSlider>;
