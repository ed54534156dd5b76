import { battle, translateError, type BattleBox, type BattleMode } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useCall } from '../../shared/frame/useCall';
import { createRefusal, roomLeft, roundsOf, seatCost, type BoxPick } from './rules';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export interface CreateBattleScreen {
  layout: Layout;
  /** The battle boxes on sale, null while they load. */
  boxes: BattleBox[] | null;
  /** Chosen boxes, in the order they were added: the rounds' order. */
  picks: BoxPick[];
  /** How many of a box are chosen. */
  countOf(boxId: number): number;
  setCount(boxId: number, count: number): void;
  /** Plus pressed with 6 boxes chosen: SPEC's message. */
  overLimit(): void;
  /** How many more boxes fit. */
  left: number;
  rounds: number;
  seats: number;
  setSeats(seats: number): void;
  mode: BattleMode;
  setMode(mode: BattleMode): void;
  password: string;
  setPassword(password: string): void;
  cost: string;
  balance: string;
  signedIn: boolean;
  /** A refusal of SPEC's rules, in the player's language. */
  error: string | null;
  busy: boolean;
  submit(): void;
  back(): void;
}

/**
 * The create form's state (GAMES.md section 1): battle boxes with their counts in the order added
 * (each a round, at most 6), 2 to 8 seats, classic or clown, an optional password; what a seat
 * costs; SPEC's limits checked before the call (the server checks again), then the room's page.
 */
export function useCreateBattleScreen(): CreateBattleScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const { api, user, prefs } = root;
  const navigate = useNavigate();
  const detailHref = useHref('battleDetail');
  const lobby = useHref('battle');
  const action = useAction();
  const boxes = useCall(() => api.battle.boxIntro(), 'battle-boxes');
  const [picks, setPicks] = useState<BoxPick[]>([]);
  const [seats, setSeats] = useState(2);
  const [mode, setMode] = useState<BattleMode>('classic');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Arriving from a battle box's page (?boxId=) starts with that box in round 1.
  const [params] = useSearchParams();
  const wanted = Number(params.get('boxId'));
  const list = boxes.data?.list;
  useEffect(() => {
    const box = list?.find((b) => b.boxId === wanted);
    if (box)
      setPicks((current) =>
        current.length > 0 ? current : [{ boxId: box.boxId, count: 1, price: box.price }],
      );
  }, [list, wanted]);
  const refuse = (key: Parameters<typeof translateError>[0]) =>
    setError(translateError(key, prefs.language));

  function setCount(boxId: number, count: number) {
    const box = boxes.data?.list.find((b) => b.boxId === boxId);
    if (!box) return;
    const others = roundsOf(picks.filter((p) => p.boxId !== boxId));
    const allowed = Math.max(0, Math.min(count, battle.BATTLE_MAX_BOXES - others));
    if (allowed < count) refuse('errors.battleBoxLimit');
    else setError(null);
    const exists = picks.some((p) => p.boxId === boxId);
    setPicks(
      allowed === 0
        ? picks.filter((p) => p.boxId !== boxId)
        : exists
          ? picks.map((p) => (p.boxId === boxId ? { ...p, count: allowed } : p))
          : [...picks, { boxId, count: allowed, price: box.price }],
    );
  }

  async function create() {
    const refusal = createRefusal({ picks, seats, password });
    if (refusal) {
      refuse(refusal);
      return;
    }
    if (!user.isLoggedIn) {
      askSignIn();
      return;
    }
    setError(null);
    const result = await action.call(() =>
      api.battle.create({
        boxes: picks.map(({ boxId, count }) => ({ boxId, count })),
        seats,
        mode,
        ...(password ? { password } : {}),
      }),
    );
    if (result.ok) void navigate(`${detailHref}?battleId=${result.data.battleId}`);
  }

  return {
    layout,
    boxes: boxes.data?.list ?? null,
    picks,
    countOf: (boxId) => picks.find((p) => p.boxId === boxId)?.count ?? 0,
    setCount,
    overLimit: () => refuse('errors.battleBoxLimit'),
    left: roomLeft(picks),
    rounds: roundsOf(picks),
    seats,
    setSeats,
    mode,
    setMode,
    password,
    setPassword(next) {
      setError(null);
      setPassword(next);
    },
    cost: seatCost(picks),
    balance: user.assets.amount,
    signedIn: user.isLoggedIn,
    error,
    busy: action.busy,
    submit: () => void create(),
    back() {
      if (window.history.length > 1) void navigate(-1);
      else void navigate(lobby);
    },
  };
}
