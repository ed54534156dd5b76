import { BoxType, type BoxSummary, type SeedState } from '@skinbox/api';
import { GAME } from '@skinbox/fairness';
import { useStores } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import type { RollRecord } from '../../shared/fairness/rollProof';
import { useCall } from '../../shared/frame/useCall';
import { useGameApi } from '../../shared/gameApi';
import { recompute, rollInputsOf, type Recomputed, type RollForm } from './verify';

/** The retired pair a client-seed change reveals. */
export interface Revealed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  rolls: number;
}

export interface FairnessScreen {
  layout: Layout;
  signedIn: boolean;
  /** The player's seed pair in play, null while it loads (or for a visitor). */
  seeds: SeedState | null;
  nextSeed: string;
  setNextSeed(seed: string): void;
  changing: boolean;
  changeSeed(): void;
  revealed: Revealed | null;
  /** The roll named by ?rollId=, as the server stored it. */
  record: (RollRecord & { rollId: number }) | null;
  /** The site's boxes, whose ticket ranges name the item a ticket won. */
  boxes: BoxSummary[];
  form: RollForm;
  setField(key: keyof RollForm, value: string): void;
  calculate(): void;
  /** The form could not be read as a roll. */
  formError: boolean;
  result: Recomputed | null;
  /** The server-seed hash the recomputed one is compared with: the stored roll's or the revealed pair's. */
  knownHash: string | undefined;
}

/**
 * Provable fairness's state (DESIGN section 3): the player's seeds and the client-seed change that
 * reveals the retired server seed, and the verify form, filled from the server's record of
 * ?rollId=…&boxId=… (from an opening), recomputed in the browser with @skinbox/fairness.
 */
export function useFairnessScreen(): FairnessScreen {
  const layout = useLayout();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [params] = useSearchParams();
  const rollId = Number(params.get('rollId')) || 0;

  const [seedsVersion, setSeedsVersion] = useState(0);
  const seeds = useCall(() => api.fairness.current(), `seeds:${seedsVersion}`, signedIn);
  const [nextSeed, setNextSeed] = useState('');
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [changing, setChanging] = useState(false);

  const record = useCall(
    () => api.fairness.verify({ rollId }),
    `roll:${rollId}:${seedsVersion}`,
    rollId > 0,
  );
  const boxes = useCall(() => api.boxes.list({ type: BoxType.site, pageSize: 50 }), 'boxes');

  const [form, setForm] = useState<RollForm>({
    game: GAME.box as string,
    serverSeed: '',
    clientSeed: '',
    nonce: '',
    cursor: '0',
    boxId: params.get('boxId') ?? '',
  });
  const box = useCall(
    () => api.boxes.detail({ boxId: Number(form.boxId) }),
    `box:${form.boxId}`,
    Number(form.boxId) > 0,
  );
  const [result, setResult] = useState<Recomputed | null>(null);
  const [formError, setFormError] = useState(false);

  // A roll from an opening fills the form with what the server stored.
  const recordData = record.data;
  useEffect(() => {
    if (!recordData) return;
    setForm((current) => ({
      ...current,
      game: recordData.game,
      serverSeed: recordData.serverSeed ?? current.serverSeed,
      clientSeed: recordData.clientSeed,
      nonce: String(recordData.nonce),
      cursor: String(recordData.cursor),
    }));
  }, [recordData]);

  async function changeSeed() {
    if (nextSeed.trim() === '') return;
    setChanging(true);
    const answer = await api.fairness.changeClientSeed({ clientSeed: nextSeed.trim() });
    setChanging(false);
    if (!answer.ok) return;
    setRevealed(answer.data.revealed);
    setNextSeed('');
    setSeedsVersion((n) => n + 1);
  }

  async function calculate() {
    const inputs = rollInputsOf(form);
    setFormError(inputs === null);
    setResult(inputs && (await recompute(inputs, box.data?.items ?? [])));
  }

  return {
    layout,
    signedIn,
    seeds: seeds.data ?? null,
    nextSeed,
    setNextSeed,
    changing,
    changeSeed: () => void changeSeed(),
    revealed,
    record: record.data ?? null,
    boxes: boxes.data?.list ?? [],
    form,
    setField: (key, value) => setForm({ ...form, [key]: value }),
    calculate: () => void calculate(),
    formError,
    result,
    knownHash: record.data?.serverSeedHash ?? revealed?.serverSeedHash,
  };
}
