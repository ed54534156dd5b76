import { roll, type ApiResult, type BagItem, type RollDetail } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { DAY_MS, MINUTE_MS } from '@skinbox/rules';

/** How far away a streamer's draw may be set: 30 minutes to 7 days (the contract allows 5 min–30 d). */
export const DRAW_IN_MINUTES = ['30', '60', '180', '360', '720', '1440', '4320', '10080'] as const;
export type DrawIn = (typeof DRAW_IN_MINUTES)[number];
/** The recharge condition counts from the start of today, or 7 or 30 days back. */
export const RECHARGE_SINCE_DAYS = ['0', '7', '30'] as const;
export type RechargeSince = (typeof RECHARGE_SINCE_DAYS)[number];

export interface CreateRoomForm {
  name: string;
  cap: string;
  drawIn: DrawIn;
  password: string;
  /** '' for no VIP condition, else '1' to '10'. */
  vipLevel: string;
  /** '' for no recharge condition, else coins. */
  rechargeMin: string;
  rechargeSince: RechargeSince;
}

export interface CreateRoom {
  open: boolean;
  show(): void;
  close(): void;
  form: CreateRoomForm;
  set<K extends keyof CreateRoomForm>(key: K, value: CreateRoomForm[K]): void;
  /** The streamer's bag items that may become prizes. */
  bag: CallState<{ list: BagItem[] }>;
  chosen: ReadonlySet<number>;
  toggle(bagItemId: number): void;
  busy: boolean;
  /** Makes the room; resolves to its id, or null when the server refused (its toast shows). */
  submit(): Promise<number | null>;
}

const initial: CreateRoomForm = {
  name: '',
  cap: '100',
  drawIn: '60',
  password: '',
  vipLevel: '',
  rechargeMin: '',
  rechargeSince: '7',
};

/** The request a streamer's form makes, `now` the moment it is sent. */
export function createRequest(form: CreateRoomForm, bagItemIds: number[], now: number) {
  const since = new Date(now);
  since.setHours(0, 0, 0, 0);
  const sinceAt = since.getTime() - Number(form.rechargeSince) * DAY_MS;
  const recharge = form.rechargeMin.trim();
  return {
    name: form.name.trim(),
    bagItemIds,
    cap: Number(form.cap),
    drawAt: new Date(now + Number(form.drawIn) * MINUTE_MS).toISOString(),
    ...(form.password ? { password: form.password } : {}),
    ...(form.vipLevel ? { vipLevel: Number(form.vipLevel) } : {}),
    ...(recharge ? { rechargeMin: recharge, rechargeSince: new Date(sinceAt).toISOString() } : {}),
  };
}

/**
 * A streamer's new room (anchor accounts only): the form, the bag items to choose prizes from,
 * and the call. The contract checks every field with its translated refusals.
 */
export function useCreateRoom(onCreated: (detail: RollDetail) => void): CreateRoom {
  const root = useStores();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CreateRoomForm>(initial);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const bag = useCall(
    () =>
      root.api.bag.rucksackGoods({ state: 'bag', pageSize: 50 }) as Promise<
        ApiResult<{ list: BagItem[] }>
      >,
    `roll-prizes:${open}`,
    open,
  );
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    form,
    set: (key, value) => setForm((current) => ({ ...current, [key]: value })),
    bag,
    chosen,
    toggle: (id) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else if (next.size < roll.ROLL_MAX_PRIZES) next.add(id);
        return next;
      }),
    busy,
    async submit() {
      setBusy(true);
      const result = await root.api.roll.create(createRequest(form, [...chosen], Date.now()));
      setBusy(false);
      if (!result.ok) return null;
      setOpen(false);
      setForm(initial);
      setChosen(new Set());
      onCreated(result.data);
      return result.data.rollId;
    },
  };
}
