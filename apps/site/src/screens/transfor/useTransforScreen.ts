import type { Api, ApiResult, TurntableSpin } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useMemo, useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { nextRotation, restingAngle } from './wheel';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type TurntableState = AnswerOf<Api['turntable']['state']>;

export interface TransforScreen {
  layout: Layout;
  signedIn: boolean;
  state: CallState<TurntableState>;
  /** The wheel's rotation in degrees (grows with every spin). */
  rotation: number;
  /** The wheel turns towards a spin's prize; the result shows when it stops. */
  spinning: boolean;
  /** Turns the wheel (animations on) or shows the result at once (off). */
  animate: boolean;
  busy: boolean;
  /** The spin just made, once the wheel stopped. */
  won: TurntableSpin | null;
  /** Milliseconds until the week resets, from when the state arrived. */
  resetInMs: number | null;
  spin(): Promise<void>;
  /** The wheel stopped turning. */
  settled(): void;
  signIn(): void;
}

/**
 * The lucky turntable's state (GAMES.md section 6): the week's wheel with its odds as the player
 * stands, this week's spin, the count-down to the reset, and a spin that turns the wheel to the
 * prize the server rolled.
 */
export function useTransforScreen(): TransforScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const action = useAction();
  const signedIn = root.user.isLoggedIn;
  const state = useCall(() => root.api.turntable.state(), `turntable:${signedIn}`);
  const [turned, setTurned] = useState<number | null>(null);
  const [pending, setPending] = useState<TurntableSpin | null>(null);
  const [won, setWon] = useState<TurntableSpin | null>(null);
  const animate = root.prefs.animationOn;
  const shown = state.data;
  // Until the player spins, the wheel rests on this week's prize, or on the first slice.
  const restingIndex = Math.max(
    0,
    shown?.prizes.findIndex((p) => p.index === shown.spin?.prize) ?? 0,
  );
  const rotation = turned ?? restingAngle(restingIndex, shown?.prizes.length ?? 1);
  const resetInMs = useMemo(
    () =>
      shown ? Math.max(0, Date.parse(shown.resetAt) + 1000 - Date.parse(shown.serverNow)) : null,
    [shown],
  );

  function settled() {
    if (!pending) return;
    setWon(pending);
    setPending(null);
    state.reload();
  }

  return {
    layout,
    signedIn,
    state,
    rotation,
    spinning: pending !== null,
    animate,
    busy: action.busy,
    won,
    resetInMs,
    async spin() {
      if (!signedIn) {
        askSignIn();
        return;
      }
      const wheel = state.data?.prizes ?? [];
      const answer = await action.call(() => root.api.turntable.spin());
      if (!answer.ok) {
        state.reload();
        return;
      }
      const index = wheel.findIndex((p) => p.index === answer.data.prize);
      setWon(null);
      if (animate && index >= 0) {
        setPending(answer.data);
        setTurned(nextRotation(rotation, index, wheel.length));
      } else {
        setWon(answer.data);
        state.reload();
      }
    },
    settled,
    signIn: () => askSignIn(),
  };
}
