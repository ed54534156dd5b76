import { Button, Price } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';
import { Choices } from '../frame/Choices';
import { Notice } from '../frame/Notice';
import { priceOnFill } from '../frame/onFill';
import { Section } from '../frame/Page';
import { rechargeMessages } from './messages';
import { PaymentProgress, PaymentResult } from './PaymentProgress';
import { TradeLinkField } from './TradeLinkField';
import type { RechargeOutcome, RechargeOrder } from './useRechargeOrder';

const METHOD_LABEL: Partial<Record<string, MessageDescriptor>> = {
  alipay: rechargeMessages.alipay,
  wechat: rechargeMessages.wechat,
  bank: rechargeMessages.bank,
};

/** A payment method's name in the reader's language (an unknown one as the server names it). */
export function useMethodLabel(): (method: string) => string {
  const intl = useIntl();
  return (method) => {
    const label = METHOD_LABEL[method];
    return label ? intl.formatMessage(label) : method;
  };
}

/** A recharge refusal, or what a card credited. */
export function RechargeNotice({ outcome }: { outcome: RechargeOutcome }) {
  return <Notice tone={outcome.tone}>{outcome.text}</Notice>;
}

/**
 * Paying by a method, from its state alone (useRechargeOrder): the methods, the amounts with
 * their bonus (three or four across), the trade link field while the player has none
 * (`tradeLinkField`: the recharge page shows it once, above this form and the card form), the pay
 * button and what the payment said. While a payment is under way on the provider's page, its
 * progress takes the form's place. The recharge page and the deposit sheet show it; the recharge
 * page puts its coupon line (`coupon`) above the pay button.
 */
export function OrderForm({
  order,
  layout,
  columns = layout === 'm' ? 3 : 4,
  coupon,
  tradeLinkField = true,
}: {
  order: RechargeOrder;
  layout: Layout;
  columns?: number;
  coupon?: ReactNode;
  tradeLinkField?: boolean;
}) {
  const intl = useIntl();
  const methodLabel = useMethodLabel();
  if (order.stage.kind === 'checkout' || order.stage.kind === 'waiting') {
    return <PaymentProgress order={order} />;
  }
  return (
    <>
      <Section title={intl.formatMessage(rechargeMessages.method)}>
        <Choices
          label={intl.formatMessage(rechargeMessages.method)}
          choices={order.methods.map((method) => ({ value: method, label: methodLabel(method) }))}
          value={order.method}
          onChange={order.setMethod}
        />
      </Section>
      <Section title={intl.formatMessage(rechargeMessages.amount)}>
        <div
          role="group"
          aria-label={intl.formatMessage(rechargeMessages.amount)}
          css={{
            display: 'grid',
            gap: 8,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {order.offers.map((offer) => (
            <Button
              key={offer.amount}
              variant={offer.amount === order.amount ? 'primary' : 'default'}
              aria-pressed={offer.amount === order.amount}
              onClick={() => order.setAmount(offer.amount)}
              css={{ height: 'auto', minHeight: 52, padding: 8, flexDirection: 'column', gap: 2 }}
            >
              <Price
                value={offer.amount}
                css={offer.amount === order.amount ? priceOnFill : { color: 'inherit' }}
              />
              {offer.bonus !== '0.00' && (
                <small>{intl.formatMessage(rechargeMessages.bonus, { bonus: offer.bonus })}</small>
              )}
            </Button>
          ))}
        </div>
        {coupon}
        {tradeLinkField && <TradeLinkField gate={order.tradeLink} />}
        <Button
          variant="primary"
          size="large"
          block={layout === 'm'}
          loading={order.busy}
          disabled={!order.loaded}
          onClick={() => void order.pay()}
          css={{ justifySelf: 'start', minWidth: 200 }}
        >
          {intl.formatMessage(rechargeMessages.pay)}
        </Button>
        {order.outcome && <RechargeNotice outcome={order.outcome} />}
        <PaymentResult order={order} />
      </Section>
    </>
  );
}
