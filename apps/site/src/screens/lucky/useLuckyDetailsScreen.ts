import { lucky, type GoodsSummary, type LuckyTry } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useHoldAnnouncements } from '../../shared/frame/reelsSpinning';
import { useCall } from '../../shared/frame/useCall';
import { useMotion } from '../../shared/frame/useMotion';
import { verifyLuckyTry, type TryCheck } from './verifyTry';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export type LuckyStage =
  | { kind: 'idle' }
  /** The roll is known; the dial's needle runs to its ticket (only with motion). */
  | { kind: 'rolling'; result: LuckyTry }
  | { kind: 'result'; result: LuckyTry; sold: string | null };

export interface LuckyDetailsScreen {
  layout: Layout;
  listHref: string;
  fairnessHref: string;
  /** null while loading. */
  goods: GoodsSummary | null;
  /** The target cannot be tried (no such item, or below one coin). */
  missing: boolean;
  chance: number;
  setChance(chance: number): void;
  /** What a try at `chance` costs, from the server's table. */
  cost: string | null;
  signedIn: boolean;
  /** The animation switch. */
  animate: boolean;
  setAnimate(on: boolean): void;
  /** Whether the dial runs: the switch and the system's reduced motion (useMotion). */
  motion: boolean;
  stage: LuckyStage;
  trying: boolean;
  tryLuck(): Promise<void>;
  /** The needle reached the ticket. */
  rolled(): void;
  selling: boolean;
  sell(): Promise<void>;
  keep(): void;
  tries: Paged<LuckyTry, PageOf<LuckyTry>>;
  checks: ReadonlyMap<number, TryCheck | 'pending'>;
  verify(attempt: LuckyTry): Promise<void>;
}

/** A chance the slider can hold: whole percents from 5 to 80. */
export function clampChance(value: number): number {
  if (!Number.isFinite(value)) return lucky.LUCKY_DEFAULT_CHANCE;
  return Math.min(lucky.LUCKY_MAX_CHANCE, Math.max(lucky.LUCKY_MIN_CHANCE, Math.round(value)));
}

/**
 * One lucky target's state (GAMES.md section 4): the chance (5 % by default, SPEC's rate) and its
 * cost, a try with its dial (at once without motion), the result into the
 * bag (sold from the reveal if the player likes), and the player's recent tries with their
 * verification in the browser.
 */
export function useLuckyDetailsScreen(): LuckyDetailsScreen {
  const layout = useLayout();
  const listHref = useHref('lucky');
  const fairnessHref = useHref('fairness');
  const root = useStores();
  const askSignIn = useAskSignIn();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId'));
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const signedIn = root.user.isLoggedIn;

  const detail = useCall(() => root.api.lucky.detail({ goodsId }), `lucky:${goodsId}`, valid);
  const [chance, setChanceState] = useState<number>(lucky.LUCKY_DEFAULT_CHANCE);
  const [stage, setStage] = useState<LuckyStage>({ kind: 'idle' });
  const [trying, setTrying] = useState(false);
  const [selling, setSelling] = useState(false);
  const [checks, setChecks] = useState<ReadonlyMap<number, TryCheck | 'pending'>>(new Map());
  const tries = usePaged(layout, (page) => root.api.lucky.tries({ page }), 'lucky-tries', signedIn);
  const animate = root.prefs.animationOn;
  const motion = useMotion();
  // A win announced to everyone waits for the needle to land.
  useHoldAnnouncements(stage.kind === 'rolling');

  const show = (result: LuckyTry) => {
    setStage({ kind: 'result', result, sold: null });
    tries.reload();
  };

  return {
    layout,
    listHref,
    fairnessHref,
    goods: detail.data?.goods ?? null,
    missing: !valid || (!detail.loading && detail.data === null),
    chance,
    setChance: (next) => setChanceState(clampChance(next)),
    cost: detail.data?.costs.find((c) => c.chance === chance)?.cost ?? null,
    signedIn,
    animate,
    setAnimate: (on) => root.prefs.setAnimation(on),
    motion,
    stage,
    trying,
    async tryLuck() {
      if (!signedIn) {
        askSignIn();
        return;
      }
      setTrying(true);
      const answer = await root.api.lucky.tryLuck({ goodsId, chance });
      setTrying(false);
      if (!answer.ok) return;
      void root.user.loadInfo();
      const result: LuckyTry = answer.data;
      if (motion) setStage({ kind: 'rolling', result });
      else show(result);
    },
    rolled() {
      if (stage.kind === 'rolling') show(stage.result);
    },
    selling,
    async sell() {
      if (stage.kind !== 'result' || stage.result.bagItemId === null) return;
      setSelling(true);
      const answer = await root.api.bag.sell({ ids: [stage.result.bagItemId] });
      setSelling(false);
      if (!answer.ok) return;
      void root.user.loadInfo();
      setStage({ ...stage, sold: answer.data.credited });
    },
    keep: () => setStage({ kind: 'idle' }),
    tries,
    checks,
    async verify(attempt) {
      setChecks((current) => new Map(current).set(attempt.tryId, 'pending'));
      const outcome = await verifyLuckyTry(attempt);
      setChecks((current) => new Map(current).set(attempt.tryId, outcome));
    },
  };
}
