import { useStores } from '@skinbox/stores';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useAction } from '../../shared/frame/useAction';
import { useGameApi } from '../../shared/gameApi';
import { creditMoment } from '../../shared/recharge/creditMoment';
import { rechargeMessages } from '../../shared/recharge/messages';
import { cardRefusal } from '../../shared/recharge/rules';
import { useRechargeCoupons, type RechargeCoupons } from '../../shared/recharge/useRechargeCoupons';
import {
  useRechargeOrder,
  type RechargeOrder,
  type RechargeOutcome,
} from '../../shared/recharge/useRechargeOrder';

export interface RechargeCard {
  cardNo: string;
  cardPassword: string;
}

export interface RechargeScreen {
  layout: Layout;
  signedIn: boolean;
  order: RechargeOrder;
  /** The recharge coupons and exchange codes. */
  coupons: RechargeCoupons;
  card: RechargeCard;
  setCard(card: RechargeCard): void;
  cardOutcome: RechargeOutcome | null;
  cardBusy: boolean;
  redeem(): Promise<void>;
}

const NO_CARD: RechargeCard = { cardNo: '', cardPassword: '' };

/**
 * The recharge page's state (SPEC sections 2 and 5): paying by a method (useRechargeOrder) with a
 * recharge coupon (useRechargeCoupons, which also takes exchange codes) and redeeming a card code,
 * each refused first by SPEC section 5's rules (an amount, a card number and password) and a
 * coupon's minimum; the trade link both need is asked for in place (useTradeLinkGate) and bound
 * as the player pays or redeems. The server checks again. A card's value is the card's own.
 */
export function useRechargeScreen(): RechargeScreen {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const coupons = useRechargeCoupons(signedIn);
  const order = useRechargeOrder({
    coupon: coupons.chosenCoupon,
    onPaid: coupons.listing.reload,
  });
  const cardAction = useAction();
  const [card, setCard] = useState<RechargeCard>(NO_CARD);
  const [cardOutcome, setCardOutcome] = useState<RechargeOutcome | null>(null);

  return {
    layout,
    signedIn,
    order,
    coupons,
    card,
    setCard,
    cardOutcome,
    cardBusy: cardAction.busy || order.tradeLink.busy,
    async redeem() {
      const refused = cardRefusal(card);
      if (refused) {
        setCardOutcome(order.refusal(refused));
        return;
      }
      setCardOutcome(null);
      if (!(await order.tradeLink.ensure())) return;
      const before = root.user.assets.amount;
      const result = await cardAction.call(() =>
        api.recharge.card({ cardNo: card.cardNo.trim(), cardPassword: card.cardPassword.trim() }),
      );
      if (!result.ok) return;
      setCard(NO_CARD);
      runInAction(() => creditMoment.set({ from: before, to: result.data.amount }));
      setCardOutcome({
        tone: 'success',
        text: intl.formatMessage(rechargeMessages.credited, { credited: result.data.credited }),
      });
    },
  };
}
