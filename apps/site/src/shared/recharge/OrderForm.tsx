import { Button, Price } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Choices } from '../frame/Choices';
import { Notice } from '../frame/Notice';
import { priceOnFill } from '../frame/onFill';
import { Section } from '../frame/Page';
import { rechargeMessages } from './messages';
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

/** A recharge refusal or credit; a missing trade link comes with the way to bind one. */
export function RechargeNotice({
  outcome,
  personalHref,
}: {
  outcome: RechargeOutcome;
  personalHref: string;
}) {
  const intl = useIntl();
  return (
    <Notice tone={outcome.tone}>
      {outcome.text}
      {outcome.tone === 'error' && outcome.bindTradeLink && (
        <>
          {' '}
          <Link to={personalHref} css={{ color: 'inherit', textDecoration: 'underline' }}>
            {intl.formatMessage(rechargeMessages.bindTradeLink)}
          </Link>
        </>
      )}
    </Notice>
  );
}

/**
 * Paying by a method, from its state alone (useRechargeOrder): the methods, the amounts with
 * their bonus (three or four across), the pay button and what the payment said. The recharge
 * page and the deposit sheet show it; the recharge page puts its coupon line (`coupon`) above the
 * pay button.
 */
export function OrderForm({
  order,
  layout,
  columns = layout === 'm' ? 3 : 4,
  coupon,
}: {
  order: RechargeOrder;
  layout: Layout;
  columns?: number;
  coupon?: ReactNode;
}) {
  const intl = useIntl();
  const methodLabel = useMethodLabel();
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
        {order.outcome && (
          <RechargeNotice outcome={order.outcome} personalHref={order.personalHref} />
        )}
      </Section>
    </>
  );
}
