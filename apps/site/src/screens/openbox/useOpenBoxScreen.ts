import {
  boxesErrors,
  type BoxContent,
  type BoxDetail,
  type DemoSpin,
  type GoodsSummary,
  type Locale,
  type OpenResult,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { buildReelStrip, type ItemTileData } from '@skinbox/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { minAboveMax, percentBound, priceBound } from '../../shared/frame/range';
import { ownDrops } from '../../shared/frame/ownDrops';
import { useHoldAnnouncements } from '../../shared/frame/reelsSpinning';
import { useCall } from '../../shared/frame/useCall';
import { useMotion } from '../../shared/frame/useMotion';
import { useLiveDropsStore } from '../../layout/sharedLiveDrops';
import { useGameApi } from '../../shared/gameApi';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { sumMoney } from '../../shared/goods/money';
import { isLimitRefusal } from '../../shared/limits/limitRefusal';
import { byValue, isTopTier, oddsByRarity, rarityTier, type RarityOdds } from './odds';
import { createReelSound, type ReelSound } from './sound';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

/** SPEC section 9: the fireworks overlay stays 5 s; a top-tier drop of one's own gets the same. */
export const TOP_DROP_FIREWORKS_MS = 5000;

export type Stage =
  | { kind: 'idle' }
  | { kind: 'spinning'; results: OpenResult[] }
  | { kind: 'result'; results: OpenResult[]; sold: ReadonlySet<number>; credited: string | null }
  /** A demo spin (issue 30): its reel, then its result; nothing was credited. */
  | { kind: 'demo'; demo: DemoSpin; spinning: boolean };

export interface Range {
  min: string;
  max: string;
}

export interface OpenBoxScreen {
  layout: Layout;
  signedIn: boolean;
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
  /** The reels' tiles, one strip per opened box (one for a demo), while spinning. */
  strips: ItemTileData[][];
  /**
   * Whether the opening moves: the animation switch and the system's reduced motion
   * (useMotion). Without it the result shows at once.
   */
  motion: boolean;
  opening: boolean;
  /**
   * The demo spin is offered: to visitors, and to players whose coins do not cover one box
   * (issue 30). It plays the reel on a demo roll and credits nothing.
   */
  canDemo: boolean;
  demoing: boolean;
  demoSpin(): Promise<void>;
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
  /** Opens `count` boxes again from the result (Open again, Open ×N). */
  openAgain(count: number): Promise<void>;
  /** The last reel stood lit for its hold, or the reels were skipped: the results show. */
  showResults(): void;
  /** The first reel passed a tile. */
  tick(): void;
  /** Reel `row` landed on its drop: its rarity's sound. */
  landed(row: number): void;
  /** A visitor's way on from a demo. */
  signIn(): void;
  /** A player short of coins: the deposit sheet, for one box. */
  topUp(): void;
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
  const askSignIn = useAskSignIn();
  const api = useGameApi();
  const motion = useMotion();
  const liveDrops = useLiveDropsStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const boxId = Number(params.get('boxId'));
  const validBox = Number.isInteger(boxId) && boxId > 0;

  const [probability, setProbability] = useState<Range>({ min: '', max: '' });
  const [price, setPrice] = useState<Range>({ min: '', max: '' });
  const [count, setCount] = useState('1');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [opening, setOpening] = useState(false);
  const [demoing, setDemoing] = useState(false);
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
    const pool: GoodsSummary[] = (whole.data?.items ?? []).map((item) => item.goods);
    if (stage.kind === 'demo' && stage.spinning) {
      return [buildReelStrip(pool, stage.demo.goods, stage.demo.ticket).map(toItemTileData)];
    }
    if (stage.kind !== 'spinning') return [];
    return stage.results.map((result) =>
      buildReelStrip(pool, result.goods, result.rollId).map(toItemTileData),
    );
  }, [stage, whole.data]);

  // One click sound for all the reels of a spin, closed a moment after it, so the win rings out.
  const spinning = stage.kind === 'spinning' || (stage.kind === 'demo' && stage.spinning);
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

  useHoldAnnouncements(spinning);

  useEffect(() => {
    if (!fireworks) return;
    const timer = setTimeout(() => setFireworks(false), TOP_DROP_FIREWORKS_MS);
    return () => clearTimeout(timer);
  }, [fireworks]);

  // A drop the ticker holds for these reels is let go if the page closes before they show it.
  useEffect(() => {
    if (stage.kind !== 'spinning') return;
    const ids = stage.results.map((result) => result.openId);
    return () => ownDrops.release(ids);
  }, [stage]);

  const box = detail.data ?? whole.data;
  const costOf = (boxes: number) => (box ? sumMoney(Array<string>(boxes).fill(box.price)) : null);
  const total = costOf(Number(count));
  const balanceKnown = root.user.userId !== null;
  // A visitor's demo is known from the first paint (its button holds its place while the box
  // loads, so nothing below moves when it arrives); a player's once their balance and the box are.
  const canDemo =
    !root.user.isLoggedIn ||
    (balanceKnown && box !== null && Number(root.user.assets.amount) < Number(box.price));

  function reveal(results: OpenResult[]) {
    ownDrops.release(results.map((result) => result.openId));
    setStage({ kind: 'result', results, sold: new Set(), credited: null });
    if (results.some((result) => isTopTier(result.goods))) setFireworks(true);
  }

  async function openBoxes(boxes: number) {
    if (!root.user.isLoggedIn) {
      askSignIn();
      return;
    }
    const cost = costOf(boxes);
    if (!cost) return;
    setSoldNote(null);
    // Once the balance is known, a shortfall opens the deposit sheet without asking the server.
    if (balanceKnown && Number(cost) > Number(root.user.assets.amount)) {
      setDeposit({ cost });
      return;
    }
    setOpening(true);
    setLimitRefusal(null);
    // The ticker keeps this opening's drops back until the reels have shown them.
    ownDrops.ask(liveDrops.drops?.[0]?.id ?? 0);
    const result = await api.boxes.open({ boxId, count: boxes });
    setOpening(false);
    if (!result.ok) {
      ownDrops.hold([]);
      if (isLimitRefusal(result.msg, root.prefs.language)) setLimitRefusal(result.msg);
      // The balance moved since it was read (another tab, a sale): the server said so.
      if (saysInsufficient(result.msg, root.prefs.language)) setDeposit({ cost });
      return;
    }
    void root.user.loadInfo();
    const { results } = result.data;
    if (motion) {
      ownDrops.hold(results.map((r) => r.openId));
      setStage({ kind: 'spinning', results });
    } else {
      ownDrops.hold([]);
      reveal(results);
    }
  }

  return {
    layout,
    signedIn: root.user.isLoggedIn,
    noBoxChosen: !validBox,
    // A load that failed (offline) is not an answer: the page waits, and asks again when the
    // network returns (useCall), instead of saying the box does not exist.
    notFound: validBox && !box && !detail.loading && !whole.loading && whole.failure !== 'offline',
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
    motion,
    canDemo,
    demoing,
    async demoSpin() {
      setDemoing(true);
      setSoldNote(null);
      const answer = await api.boxes.demo({ boxId });
      setDemoing(false);
      if (answer.ok) setStage({ kind: 'demo', demo: answer.data, spinning: motion });
    },
    open: () => openBoxes(Number(count)),
    async openAgain(boxes) {
      setCount(String(boxes));
      await openBoxes(boxes);
    },
    showResults() {
      const current = stageNow.current;
      if (current.kind === 'demo') {
        setStage({ ...current, spinning: false });
        return;
      }
      if (current.kind !== 'spinning') return;
      reveal(current.results);
    },
    tick: () => sound.current?.tick(),
    landed(row) {
      const current = stageNow.current;
      const goods =
        current.kind === 'demo'
          ? current.demo.goods
          : current.kind === 'spinning'
            ? current.results[row]?.goods
            : undefined;
      if (goods) sound.current?.land(rarityTier(goods));
    },
    signIn: () => askSignIn(),
    topUp: () => {
      const cost = costOf(1);
      if (cost) setDeposit({ cost });
    },
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
