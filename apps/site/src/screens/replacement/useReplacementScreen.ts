import {
  centsToMoney,
  extend,
  moneyToCents,
  translateError,
  type ApiResult,
  type Api,
  type ErrorKey,
  type ReplaceTarget,
  type RucksackEntry,
} from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { confirmInDialog, type Confirm } from '../../shared/frame/confirm';
import { usePaged, type Paged } from '../../shared/frame/Paged';
import { useAction } from '../../shared/frame/useAction';
import { replacementMessages } from './messages';
import { estimateRefusal, offerRefusal } from './rules';
import { useBagChoice, type BagChoice } from '../../shared/offer/useBagChoice';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type OfferPage = AnswerOf<Api['extend']['userRucksackWeapons']>;
export type TargetPage = AnswerOf<Api['extend']['getReplaceGoods']>;

export interface ReplacementScreen {
  layout: Layout;
  signedIn: boolean;
  offer: BagChoice<OfferPage>;
  /** Why the chosen items cannot be offered yet (SPEC section 5), in the player's language. */
  offerProblem: string | null;
  estimate: string;
  setEstimate(value: string): void;
  estimateProblem: string | null;
  keyword: string;
  setKeyword(value: string): void;
  /** The targets for the chosen items; null until the offer is valid. */
  targets: Paged<ReplaceTarget, TargetPage> | null;
  target: ReplaceTarget | null;
  chooseTarget(target: ReplaceTarget): void;
  /** The lucky bag the chosen target would return. */
  luckyBag: string;
  outcome: { tone: 'error' | 'success'; text: string } | null;
  busy: boolean;
  replace(): Promise<void>;
}

/**
 * The replacement's state (SPEC sections 5, 8, 9; DESIGN section 4): the offerable bag entries and
 * the choice of 3 to 9, an optional estimate, the targets the server lists for them, the chosen
 * target and its lucky bag, and the replacement, confirmed first (`confirm`).
 */
export function useReplacementScreen({
  confirm = confirmInDialog,
}: { confirm?: Confirm } = {}): ReplacementScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const api = root.api.extend;
  const signedIn = root.user.isLoggedIn;
  const language = root.prefs.language;
  const action = useAction();
  const [round, setRound] = useState(0);
  const [estimate, setEstimate] = useState('');
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<ReplaceTarget | null>(null);
  const [outcome, setOutcome] = useState<ReplacementScreen['outcome']>(null);
  const offer = useBagChoice<OfferPage>(
    layout,
    (page) => api.userRucksackWeapons({ page }),
    `offer:${round}`,
    signedIn,
  );
  const say = (key: ErrorKey | null) => (key ? translateError(key, language) : null);
  const offerKey = offerRefusal(offer.count, offer.total);
  const estimateKey = offerKey ? null : estimateRefusal(estimate, offer.total);
  const ready = signedIn && !offerKey && !estimateKey;
  const query = {
    rucksackIds: offer.ids,
    ...(estimate ? { estimate: centsToMoney(moneyToCents(estimate)) } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  };
  const targets = usePaged<TargetPage, ReplaceTarget>(
    layout,
    (page) => api.getReplaceGoods({ page, ...query }),
    JSON.stringify(query),
    ready,
  );
  const luckyCents = target ? moneyToCents(offer.total) - moneyToCents(target.price) : 0n;
  const luckyBag = centsToMoney(luckyCents > 0n ? luckyCents : 0n);

  async function replace() {
    const refusal = offerKey ?? estimateKey ?? (target ? null : 'errors.replaceTargetRequired');
    if (refusal || !target) {
      setOutcome({
        tone: 'error',
        text: translateError(refusal ?? 'errors.replaceTargetRequired', language),
      });
      return;
    }
    setOutcome(null);
    const question = intl.formatMessage(replacementMessages.confirm, {
      count: offer.count,
      total: offer.total,
      name: target.name,
      price: target.price,
      lucky: luckyBag,
    });
    if (!(await confirm(question))) return;
    const result = await action.call(() =>
      api.replaceGoods({ rucksackIds: offer.ids, targetGoodsId: target.goodsId }),
    );
    if (!result.ok) return;
    setOutcome({
      tone: 'success',
      text: intl.formatMessage(replacementMessages.done, {
        name: result.data.item.goods.name,
        lucky: result.data.luckyBagAmount,
      }),
    });
    offer.clear();
    setTarget(null);
    setEstimate('');
    setRound((n) => n + 1);
  }

  const changeOffer = (entry: RucksackEntry) => {
    offer.toggle(entry);
    setTarget(null);
  };
  return {
    layout,
    signedIn,
    offer: { ...offer, toggle: changeOffer },
    offerProblem: offer.count === 0 ? null : say(offerKey),
    estimate,
    setEstimate(value) {
      setEstimate(value.trim());
      setTarget(null);
    },
    estimateProblem: say(estimateKey),
    keyword,
    setKeyword,
    targets: ready ? targets : null,
    target,
    chooseTarget(next) {
      setTarget((current) => (current?.goodsId === next.goodsId ? null : next));
    },
    luckyBag,
    outcome,
    busy: action.busy,
    replace,
  };
}

export const REPLACE_MAX = extend.REPLACE_MAX_ITEMS;
