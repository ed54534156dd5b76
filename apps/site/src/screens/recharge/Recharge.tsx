import { translateError } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Field, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Choices } from '../game/frame/Choices';
import { Notice } from '../game/frame/Notice';
import { Page, Section } from '../game/frame/Page';
import { SignInPrompt } from '../game/frame/SignInPrompt';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { rechargeMessages } from './messages';
import { cardRefusal, orderRefusal, type CardRefusal } from './rules';

const METHOD_LABEL: Partial<Record<string, MessageDescriptor>> = {
  alipay: rechargeMessages.alipay,
  wechat: rechargeMessages.wechat,
  bank: rechargeMessages.bank,
};

type Outcome = { tone: 'error' | 'success'; text: ReactNode } | null;

/** Recharge (SPEC sections 2, 5): methods, amounts with bonus, and card codes. */
export const Recharge = observer(function Recharge({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const methods = useCall(() => api.recharge.methods(), 'methods');
  const [method, setMethod] = useState('');
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState({ amount: '', cardNo: '', cardPassword: '' });
  const [orderOutcome, setOrderOutcome] = useState<Outcome>(null);
  const [cardOutcome, setCardOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const list = methods.data?.methods ?? [];
  const chosenMethod = list.find((m) => m.method === method) ?? list[0];
  const amounts = chosenMethod?.amounts ?? [];
  const tradeLink = root.user.ext.steamUrl;
  const personal = layout === 'm' ? '/m/personal' : '/p/me/personal';

  const methodLabel = (name: string) => {
    const label = METHOD_LABEL[name];
    return label ? intl.formatMessage(label) : name;
  };

  const refusalText = (key: CardRefusal): ReactNode => (
    <>
      {key === 'cardAmountRequired'
        ? intl.formatMessage(rechargeMessages.cardAmountRequired)
        : translateError(key, root.prefs.language)}
      {key === 'errors.tradeLinkRequired' && (
        <>
          {' '}
          <Link to={personal}>{intl.formatMessage(rechargeMessages.bindTradeLink)}</Link>
        </>
      )}
    </>
  );

  async function pay() {
    const refusal = orderRefusal(amount, tradeLink);
    if (refusal || !chosenMethod) {
      setOrderOutcome({
        tone: 'error',
        text: refusalText(refusal ?? 'errors.rechargeAmountRequired'),
      });
      return;
    }
    setBusy(true);
    const result = await api.recharge.createOrder({ method: chosenMethod.method, amount });
    setBusy(false);
    if (!result.ok) return setOrderOutcome(null);
    void root.user.loadInfo();
    setOrderOutcome({
      tone: 'success',
      text:
        result.data.status === 'paid'
          ? intl.formatMessage(rechargeMessages.credited, { credited: result.data.credited })
          : intl.formatMessage(rechargeMessages.pending),
    });
  }

  async function redeem() {
    const refusal = cardRefusal(card, tradeLink);
    if (refusal) {
      setCardOutcome({ tone: 'error', text: refusalText(refusal) });
      return;
    }
    setBusy(true);
    const result = await api.recharge.card({
      cardNo: card.cardNo.trim(),
      cardPassword: card.cardPassword.trim(),
    });
    setBusy(false);
    if (!result.ok) return setCardOutcome(null);
    void root.user.loadInfo();
    setCard({ amount: '', cardNo: '', cardPassword: '' });
    setCardOutcome({
      tone: 'success',
      text: intl.formatMessage(rechargeMessages.credited, { credited: result.data.credited }),
    });
  }

  return (
    <Page layout={layout} title={intl.formatMessage(rechargeMessages.heading)}>
      {!root.user.isLoggedIn ? (
        <SignInPrompt />
      ) : (
        <>
          <Section title={intl.formatMessage(rechargeMessages.method)}>
            <Choices
              label={intl.formatMessage(rechargeMessages.method)}
              choices={list.map((m) => ({
                value: m.method,
                label: methodLabel(m.method),
              }))}
              value={chosenMethod?.method ?? ''}
              onChange={setMethod}
            />
          </Section>
          <Section title={intl.formatMessage(rechargeMessages.amount)}>
            <div
              role="group"
              aria-label={intl.formatMessage(rechargeMessages.amount)}
              css={{
                display: 'grid',
                gap: 8,
                gridTemplateColumns: layout === 'm' ? 'repeat(3, 1fr)' : 'repeat(4, 1fr)',
              }}
            >
              {amounts.map((offer) => (
                <Button
                  key={offer.amount}
                  variant={offer.amount === amount ? 'primary' : 'default'}
                  aria-pressed={offer.amount === amount}
                  onClick={() => setAmount(offer.amount)}
                  css={{ height: 'auto', padding: 8, flexDirection: 'column' }}
                >
                  <Price value={offer.amount} />
                  {offer.bonus !== '0.00' && (
                    <small>
                      {intl.formatMessage(rechargeMessages.bonus, { bonus: offer.bonus })}
                    </small>
                  )}
                </Button>
              ))}
            </div>
            <div>
              <Button variant="primary" loading={busy} onClick={() => void pay()}>
                {intl.formatMessage(rechargeMessages.pay)}
              </Button>
            </div>
            {orderOutcome && <Notice tone={orderOutcome.tone}>{orderOutcome.text}</Notice>}
          </Section>
          <Section title={intl.formatMessage(rechargeMessages.card)}>
            <Choices
              label={intl.formatMessage(rechargeMessages.cardAmount)}
              choices={amounts.map((offer) => ({ value: offer.amount, label: offer.amount }))}
              value={card.amount}
              onChange={(value) => setCard({ ...card, amount: value })}
            />
            <div css={{ maxWidth: 420 }}>
              <Field
                label={intl.formatMessage(rechargeMessages.cardNo)}
                labelWidth="8em"
                value={card.cardNo}
                autoComplete="off"
                clearable
                onChange={(cardNo) => setCard({ ...card, cardNo })}
              />
              <Field
                label={intl.formatMessage(rechargeMessages.cardPassword)}
                labelWidth="8em"
                value={card.cardPassword}
                autoComplete="off"
                clearable
                onChange={(cardPassword) => setCard({ ...card, cardPassword })}
              />
            </div>
            <div>
              <Button variant="primary" loading={busy} onClick={() => void redeem()}>
                {intl.formatMessage(rechargeMessages.redeem)}
              </Button>
            </div>
            {cardOutcome && <Notice tone={cardOutcome.tone}>{cardOutcome.text}</Notice>}
          </Section>
        </>
      )}
    </Page>
  );
});
