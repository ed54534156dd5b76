import { auth, type SliderChallenge } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import type { SliderCaptchaStatus, SliderTracePoint, SliderVerifyResult } from '@skinbox/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SliderAnswer {
  captchaId: string;
  sliderX: number;
  sliderTrace: SliderTracePoint[];
}

/**
 * At most `max` samples of a drag in whole numbers, timed from its first sample: all of a short
 * trace, an even pick of a long one (the first and the last kept, so the drop and the duration
 * stay what they were).
 */
export function shortTrace(trace: readonly SliderTracePoint[], max: number): SliderTracePoint[] {
  const start = trace[0]?.t ?? 0;
  const whole = trace.map(({ t, x, y }) => ({
    t: Math.round(t - start),
    x: Math.round(x),
    y: Math.round(y),
  }));
  if (whole.length <= max) return whole;
  return Array.from(
    { length: max },
    (_, i) => whole[Math.round((i * (whole.length - 1)) / (max - 1))] ?? { t: 0, x: 0, y: 0 },
  );
}

/**
 * The answer the server judges (apps/server captcha/rules): where the piece was dropped and the
 * trace of the drag, which the server checks for a person's pace, drift and timing; the client
 * states no duration of its own.
 */
export function sliderAnswer(captchaId: string, { x, trace }: SliderVerifyResult): SliderAnswer {
  return { captchaId, sliderX: x, sliderTrace: shortTrace(trace, auth.SLIDER_TRACE_MAX_POINTS) };
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
