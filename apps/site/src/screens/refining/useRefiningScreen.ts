import { translateError, type Api, type ApiResult, type RucksackEntry } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useHref, useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { useAction } from '../../shared/frame/useAction';
import { useCall, type CallState } from '../../shared/frame/useCall';
import { useBagChoice, type BagChoice } from '../../shared/offer/useBagChoice';
import { refiningMessages } from './messages';
import { ammoFor } from './rules';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
type MaterialsPage = AnswerOf<Api['user']['getRucksackMaterials']>;
type Terms = AnswerOf<Api['extend']['refineTerms']>;

export interface RefiningScreen {
  layout: Layout;
  signedIn: boolean;
  ammoBoxHref: string;
  recordHref: string;
  terms: CallState<Terms>;
  materials: BagChoice<MaterialsPage>;
  /** What the chosen items would give. */
  ammo: string;
  /** What one entry would give. */
  ammoOf(entry: RucksackEntry): string;
  choosePage(): void;
  outcome: { tone: 'error' | 'success'; text: string } | null;
  busy: boolean;
  refine(): Promise<void>;
}

/**
 * Refining's state (GAMES.md section 5): the rate and the ammo balance, the items that may be
 * refined (getRucksackMaterials) and a choice of them, the ammo they give, and the refining,
 * confirmed first.
 */
export function useRefiningScreen({
  confirm = confirmInDialog,
}: { confirm?: Confirm } = {}): RefiningScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const signedIn = root.user.isLoggedIn;
  const action = useAction();
  const ammoBoxHref = useHref('ammonbox');
  const recordHref = useHref('record');
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<RefiningScreen['outcome']>(null);
  const terms = useCall(() => root.api.extend.refineTerms(), `terms:${round}`, signedIn);
  const materials = useBagChoice<MaterialsPage>(
    layout,
    (page) => root.api.user.getRucksackMaterials({ page }),
    `materials:${round}`,
    signedIn,
  );
  const rate = terms.data?.rateBasisPoints ?? 0;
  const chosen = [...materials.chosen.values()];
  const ammo = ammoFor(
    chosen.map((e) => e.goods.price),
    rate,
  );

  async function refine() {
    if (materials.count === 0) {
      setOutcome({
        tone: 'error',
        text: translateError('errors.refineNoneChosen', root.prefs.language),
      });
      return;
    }
    setOutcome(null);
    if (
      !(await confirm(
        intl.formatMessage(refiningMessages.confirm, { count: materials.count, ammo }),
      ))
    )
      return;
    const result = await action.call(() =>
      root.api.extend.userRefineGoods({ rucksackIds: materials.ids }),
    );
    if (!result.ok) return;
    setOutcome({
      tone: 'success',
      text: intl.formatMessage(refiningMessages.done, {
        ammo: result.data.ammo,
        balance: result.data.ammon,
      }),
    });
    materials.clear();
    setRound((n) => n + 1);
  }

  return {
    layout,
    signedIn,
    ammoBoxHref,
    recordHref,
    terms,
    materials,
    ammo,
    ammoOf: (entry) => ammoFor([entry.goods.price], rate),
    choosePage() {
      for (const entry of materials.listing.items) {
        if (!materials.chosen.has(entry.id)) materials.toggle(entry);
      }
    },
    outcome,
    busy: action.busy,
    refine,
  };
}
