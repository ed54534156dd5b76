import {
  boxesErrors,
  type BoxContent,
  type BoxDetail,
  type GoodsSummary,
  type Locale,
  type OpenResult,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { buildReelStrip, type ItemTileData } from '@skinbox/ui';
import { runInAction } from 'mobx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { minAboveMax, percentBound, priceBound } from '../../shared/frame/range';
import { reelsSpinning } from '../../shared/frame/reelsSpinning';
import { useCall } from '../../shared/frame/useCall';
import { useGameApi } from '../../shared/gameApi';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { sumMoney } from '../../shared/goods/money';
import { isLimitRefusal } from '../limits/limitRefusal';
import { byValue, isTopTier, oddsByRarity, type RarityOdds } from './odds';
import { createReelSound, type ReelSound } from './sound';

/** SPEC section 9: the fireworks overlay stays 5 s; a top-tier drop of one's own gets the same. */
export const TOP_DROP_FIREWORKS_MS = 5000;

export type Stage =
  | { kind: 'idle' }
  | { kind: 'spinning'; results: OpenResult[] }
  | { kind: 'result'; results: OpenResult[]; sold: ReadonlySet<number>; credited: string | null };

export interface Range {
  min: string;
  max: string;
}

export interface OpenBoxScreen {
  layout: Layout;
  /** The box id of the address is missing or not a positive whole number. */
  noBoxChosen: boolean;
  /** The server has no such box. */
  notFound: boolean;
  box: BoxDetail | null;
  /** The box's items after the filters, dearest first. */
  items: BoxContent[];
  /** The whole box's odds by rarity, commonest first. */
  odds: RarityOdds[];
  probability: Range;
  setProbability(range: Range): void;
  price: Range;
  setPrice(range: Range): void;
  /** How many filter bounds are set (shown on the folded filters' control). */
  activeFilters: number;
  count: string;
  setCount(count: string): void;
  /** What opening `count` boxes costs. */
  total: string | null;
  stage: Stage;
  /** The reels' tiles, one strip per opened box, while spinning. */
  strips: ItemTileData[][];
  opening: boolean;
  selling: boolean;
  /** What the last sale brought, shown once the reveal has closed. */
  soldNote: string | null;
  /** The server refused the last opening for the player's limits or pause (RG403, RG409). */
  limitRefusal: string | null;
  /** A top-tier drop is being celebrated with the fireworks overlay. */
  fireworks: boolean;
  /** The deposit sheet for a refused opening: what it would have cost. */
  deposit: { cost: string } | null;
  closeDeposit(): void;
  soundOn: boolean;
  setSound(on: boolean): void;
  animationOn: boolean;
  setAnimation(on: boolean): void;
  open(): Promise<void>;
  /** The reels stopped or were skipped: the results show. */
  showResults(): void;
  /** The first reel passed a tile. */
  tick(): void;
  sell(results: readonly OpenResult[]): Promise<void>;
  keep(): void;
  goHome(): void;
  fairnessHref: string;
  /** The fairness page for one roll of this box. */
  verifyHref(rollId: number): string;
}

/** Whether a refusal says the balance is too small, in the language the server answered. */
function saysInsufficient(msg: string, language: Locale): boolean {
  return msg === boxesErrors['errors.insufficientBalance'][language];
}

/**
 * The box page's state (SPEC section 2, query boxId): the box and its items (filtered by chance on
 * the server and by price here, dearest first), the odds by rarity, opening 1 to 5 with reels or
 * without (the animation switch), the results to sell or keep, the fireworks for a top-tier drop
 * and the deposit sheet when the coins do not cover the opening.
 */
export function useOpenBoxScreen(): OpenBoxScreen {
  const layout = useLayout();
  const homeHref = useHref('home');
  const fairnessHref = useHref('fairness');
  const root = useStores();
  const api = useGameApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const boxId = Number(params.get('boxId'));
  const validBox = Number.isInteger(boxId) && boxId > 0;

  const [probability, setProbability] = useState<Range>({ min: '', max: '' });
  const [price, setPrice] = useState<Range>({ min: '', max: '' });
  const [count, setCount] = useState('1');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [opening, setOpening] = useState(false);
  const [selling, setSelling] = useState(false);
  const [soldNote, setSoldNote] = useState<string | null>(null);
  const [fireworks, setFireworks] = useState(false);
  const [deposit, setDeposit] = useState<{ cost: string } | null>(null);
  const [limitRefusal, setLimitRefusal] = useState<string | null>(null);
  const sound = useRef<ReelSound | null>(null);
  // The reels call back when they stop; they see the stage of the spin, not of their first render.
  const stageNow = useRef(stage);
  useEffect(() => {
    stageNow.current = stage;
  }, [stage]);

  const probabilityValid = !minAboveMax(probability.min, probability.max);
  // A range the rule refuses is not sent: the box shows unfiltered until it is fixed.
  const filter = probabilityValid
    ? {
        minProbability: percentBound(probability.min),
        maxProbability: percentBound(probability.max),
      }
    : {};
  // The whole box, for the odds summary and the reels' filler tiles, whatever the filters show.
  const whole = useCall(() => api.boxes.detail({ boxId }), String(boxId), validBox);
  // The box as the odds filter shows it: asked for only while a bound is set, since without one
  // it is the whole box (asking twice re-rendered the page twice as it opened). Until its first
  // answer the whole box stays on screen.
  const filtering = filter.minProbability !== undefined || filter.maxProbability !== undefined;
  const filtered = useCall(
    () => api.boxes.detail({ boxId, ...filter }),
    JSON.stringify({ boxId, filter }),
    validBox && filtering,
  );
  const detail = filtering && filtered.data !== null ? filtered : whole;

  const priceValid = !minAboveMax(price.min, price.max);
  const items = useMemo(() => {
    const list = detail.data?.items ?? [];
    const min = priceValid ? priceBound(price.min) : undefined;
    const max = priceValid ? priceBound(price.max) : undefined;
    return byValue(
      list.filter(
        ({ goods }) =>
          (min === undefined || Number(goods.price) >= Number(min)) &&
          (max === undefined || Number(goods.price) <= Number(max)),
      ),
    );
  }, [detail.data, price, priceValid]);
  const odds = useMemo(() => oddsByRarity(whole.data?.items ?? []), [whole.data]);

  const strips = useMemo(() => {
    if (stage.kind !== 'spinning') return [];
    const pool: GoodsSummary[] = (whole.data?.items ?? []).map((item) => item.goods);
    return stage.results.map((result) =>
      buildReelStrip(pool, result.goods, result.rollId).map(toItemTileData),
    );
  }, [stage, whole.data]);

  // One click sound for all the reels of a spin, closed a moment after it, so the win rings out.
  const spinning = stage.kind === 'spinning';
  const soundOn = root.prefs.soundOn;
  useEffect(() => {
    if (!spinning || !soundOn) return;
    const player = createReelSound();
    sound.current = player;
    return () => {
      sound.current = null;
      setTimeout(() => player.close(), 1000);
    };
  }, [spinning, soundOn]);

  useEffect(() => {
    if (!spinning) return;
    runInAction(() => reelsSpinning.set(true));
    return () => runInAction(() => reelsSpinning.set(false));
  }, [spinning]);

  useEffect(() => {
    if (!fireworks) return;
    const timer = setTimeout(() => setFireworks(false), TOP_DROP_FIREWORKS_MS);
    return () => clearTimeout(timer);
  }, [fireworks]);

  const box = detail.data ?? whole.data;
  const total = box ? sumMoney(Array<string>(Number(count)).fill(box.price)) : null;

  function reveal(results: OpenResult[]) {
    setStage({ kind: 'result', results, sold: new Set(), credited: null });
    if (results.some((result) => isTopTier(result.goods))) setFireworks(true);
  }

  return {
    layout,
    noBoxChosen: !validBox,
    notFound: validBox && !box && !detail.loading && !whole.loading,
    box,
    items,
    odds,
    probability,
    setProbability,
    price,
    setPrice,
    activeFilters: [probability.min, probability.max, price.min, price.max].filter(
      (bound) => bound.trim() !== '',
    ).length,
    count,
    setCount,
    total,
    stage,
    strips,
    opening,
    selling,
    soldNote,
    limitRefusal,
    fireworks,
    deposit,
    closeDeposit: () => setDeposit(null),
    soundOn,
    setSound: (on) => root.prefs.setSound(on),
    animationOn: root.prefs.animationOn,
    setAnimation: (on) => root.prefs.setAnimation(on),
    async open() {
      if (!root.user.isLoggedIn) {
        root.ui.openSignIn();
        return;
      }
      if (!total) return;
      setSoldNote(null);
      // Once the balance is known, a shortfall opens the deposit sheet without asking the server.
      if (root.user.userId !== null && Number(total) > Number(root.user.assets.amount)) {
        setDeposit({ cost: total });
        return;
      }
      setOpening(true);
      setLimitRefusal(null);
      const result = await api.boxes.open({ boxId, count: Number(count) });
      setOpening(false);
      if (!result.ok) {
        if (isLimitRefusal(result.msg, root.prefs.language)) setLimitRefusal(result.msg);
        // The balance moved since it was read (another tab, a sale): the server said so.
        if (saysInsufficient(result.msg, root.prefs.language)) setDeposit({ cost: total });
        return;
      }
      void root.user.loadInfo();
      if (root.prefs.animationOn) setStage({ kind: 'spinning', results: result.data.results });
      else reveal(result.data.results);
    },
    showResults() {
      const current = stageNow.current;
      if (current.kind !== 'spinning') return;
      sound.current?.win();
      reveal(current.results);
    },
    tick: () => sound.current?.tick(),
    async sell(results) {
      if (stage.kind !== 'result') return;
      const ids = results.map((r) => r.bagItemId).filter((id) => !stage.sold.has(id));
      if (ids.length === 0) return;
      setSelling(true);
      const answer = await api.bag.sell({ ids });
      setSelling(false);
      if (!answer.ok) return;
      void root.user.loadInfo();
      if (stage.results.length === 1) {
        setSoldNote(answer.data.credited);
        setStage({ kind: 'idle' });
        return;
      }
      setStage({
        ...stage,
        sold: new Set([...stage.sold, ...ids]),
        credited: answer.data.credited,
      });
    },
    keep: () => setStage({ kind: 'idle' }),
    goHome: () => void navigate(homeHref),
    fairnessHref,
    verifyHref: (rollId) => `${fairnessHref}?rollId=${rollId}&boxId=${boxId}`,
  };
}
