import {
  translateError,
  type Api,
  type ApiResult,
  type ContractPreview,
  type ContractRecord,
  type GoodsSummary,
  type RucksackEntry,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { usePaged, type PageOf, type Paged } from '../../shared/frame/Paged';
import { useHoldAnnouncements } from '../../shared/frame/reelsSpinning';
import { useAction } from '../../shared/frame/useAction';
import { useMotion } from '../../shared/frame/useMotion';
import { useBagChoice, type BagChoice } from '../../shared/offer/useBagChoice';
import { contractMessages } from './messages';
import { contractRefusal } from './rules';
import { verifyContract } from './verify';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
type OfferPage = AnswerOf<Api['extend']['userRucksackWeapons']>;

export type Verdict = 'hidden' | 'ok' | 'mismatch';

/** A signed contract's moment: the reel over the ladder it was drawn from, landing on the prize. */
export interface ContractMoment {
  /** The ladder's goods: the reel's fillers. */
  ladder: GoodsSummary[];
  prize: GoodsSummary;
  ticket: number;
  /** The reel runs; the outcome shows once it has stood on the prize. */
  spinning: boolean;
}

export interface ContractScreen {
  layout: Layout;
  signedIn: boolean;
  fairnessHref: string;
  offer: BagChoice<OfferPage>;
  /** The ladder and odds for the items in the contract, once asked for. */
  preview: ContractPreview | null;
  prize: { goods: GoodsSummary; ticket: number } | null;
  outcome: { tone: 'error' | 'success'; text: string } | null;
  /** The last signing's reel, while it runs and after (null before a signing). */
  moment: ContractMoment | null;
  /** Whether the reel runs: the animation switch and reduced motion (useMotion). */
  motion: boolean;
  /** The reel stood on the prize: the outcome shows. */
  landed(): void;
  busy: boolean;
  showLadder(): Promise<void>;
  sign(): Promise<void>;
  history: Paged<ContractRecord, PageOf<ContractRecord>>;
  verdicts: ReadonlyMap<number, Verdict>;
  verify(record: ContractRecord): Promise<void>;
}

/**
 * The contract's state (GAMES.md section 5): 3 to 10 bag entries, the ladder and odds shown
 * before signing (a new choice hides them again), the signing (confirmed; it names the ladder
 * shown), its reel over the ladder landing on the prize, the prize, the signed history and its
 * verification in the browser.
 */
export function useContractScreen({
  confirm = confirmInDialog,
}: { confirm?: Confirm } = {}): ContractScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const api = root.api.extend;
  const signedIn = root.user.isLoggedIn;
  const action = useAction();
  const fairnessHref = useHref('fairness');
  const [round, setRound] = useState(0);
  const [preview, setPreview] = useState<ContractPreview | null>(null);
  const [prize, setPrize] = useState<ContractScreen['prize']>(null);
  const [outcome, setOutcome] = useState<ContractScreen['outcome']>(null);
  const [moment, setMoment] = useState<ContractMoment | null>(null);
  const motion = useMotion();
  // A big prize announced to everyone waits for the reel to stand on it.
  useHoldAnnouncements(moment?.spinning === true);
  const [verdicts, setVerdicts] = useState<Map<number, Verdict>>(new Map());
  const choice = useBagChoice<OfferPage>(
    layout,
    (page) => api.userRucksackWeapons({ page }),
    `contract:${round}`,
    signedIn,
  );
  const history = usePaged<PageOf<ContractRecord>, ContractRecord>(
    layout,
    (page) => api.contractRecords({ page }),
    `history:${round}`,
    signedIn,
  );
  const refused = () => {
    const refusal = contractRefusal(choice.count);
    if (refusal) setOutcome({ tone: 'error', text: translateError(refusal, root.prefs.language) });
    return refusal !== null;
  };

  async function showLadder() {
    if (refused()) return;
    setOutcome(null);
    const result = await api.contractPreview({ rucksackIds: choice.ids });
    if (result.ok) setPreview(result.data);
  }

  async function sign() {
    if (refused()) return;
    if (!preview) {
      await showLadder();
      return;
    }
    const question = intl.formatMessage(contractMessages.confirm, {
      count: choice.count,
      value: preview.value,
    });
    if (!(await confirm(question))) return;
    const result = await action.call(() =>
      api.signContract({
        rucksackIds: choice.ids,
        ladderGoodsIds: preview.ladder.map((rung) => rung.goods.goodsId),
      }),
    );
    if (!result.ok) {
      // The ladder may have moved with prices: show the one in force now.
      setPreview(null);
      return;
    }
    const { item, ticket } = result.data;
    setPrize({ goods: item.goods, ticket });
    setMoment({
      ladder: preview.ladder.map((rung) => rung.goods),
      prize: item.goods,
      ticket,
      spinning: motion,
    });
    setOutcome({
      tone: 'success',
      text: intl.formatMessage(contractMessages.won, {
        name: item.goods.name,
        price: item.goods.price,
        ticket,
      }),
    });
    setPreview(null);
    choice.clear();
    setRound((n) => n + 1);
  }

  return {
    layout,
    signedIn,
    fairnessHref,
    offer: {
      ...choice,
      toggle(entry: RucksackEntry) {
        choice.toggle(entry);
        setPreview(null);
        setPrize(null);
        setMoment(null);
      },
      clear() {
        choice.clear();
        setPreview(null);
      },
    },
    preview,
    prize: moment?.spinning ? null : prize,
    outcome: moment?.spinning ? null : outcome,
    moment,
    motion,
    landed: () => setMoment((current) => current && { ...current, spinning: false }),
    busy: action.busy,
    showLadder,
    sign,
    history,
    verdicts,
    async verify(record) {
      const verdict = await verifyContract(record);
      setVerdicts((current) => new Map(current).set(record.contractId, verdict));
    },
  };
}
