import { Button, Field, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Page, Section } from '../../shared/frame/Page';
import { GuardExplanation } from '../../shared/guard/GuardExplanation';
import { rechargeMessages } from '../../shared/recharge/messages';
import { CouponPicker } from '../../shared/recharge/CouponPicker';
import { OrderForm, RechargeNotice } from '../../shared/recharge/OrderForm';
import { TradeLinkField } from '../../shared/recharge/TradeLinkField';
import type { RechargeScreen } from './useRechargeScreen';

/**
 * The recharge page as the player sees it, from its state alone (useRechargeScreen): the sandbox
 * badge, the trade link while the player has none (both forms need it), paying by a method
 * (OrderForm: the provider's page and the wait for its word included) with a coupon and exchange
 * codes (CouponPicker), and the card code form, which asks only for what the card says.
 */
export const RechargeView = observer(function RechargeView(screen: RechargeScreen) {
  const intl = useIntl();
  const { layout, order, card, setCard } = screen;
  return (
    <Page layout={layout} title={intl.formatMessage(rechargeMessages.heading)}>
      {!screen.signedIn ? (
        <GuardExplanation layout={layout} reason="signIn" withTitle={false} />
      ) : (
        <>
          {order.sandbox && (
            // Issue 13: a sandbox server credits orders without payment; say so where one pays.
            <p css={{ margin: 0 }}>
              <Tag
                type="warning"
                size="large"
                // A long sandbox notice (Vietnamese) wraps inside its tag on a phone.
                css={{ whiteSpace: 'normal', height: 'auto', lineHeight: 1.4 }}
              >
                {intl.formatMessage(rechargeMessages.sandbox)}
              </Tag>
            </p>
          )}
          {order.tradeLink.needed && (
            <div css={{ maxWidth: 560 }}>
              <TradeLinkField gate={order.tradeLink} />
            </div>
          )}
          <OrderForm
            order={order}
            layout={layout}
            tradeLinkField={false}
            coupon={<CouponPicker coupons={screen.coupons} amount={order.amount} layout={layout} />}
          />
          <Section title={intl.formatMessage(rechargeMessages.card)}>
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
            <p
              css={(theme) => ({
                margin: 0,
                color: theme.color.textMuted,
                fontSize: theme.fontSize.sm,
              })}
            >
              {intl.formatMessage(rechargeMessages.cardValueHint)}
            </p>
            <div>
              <Button
                variant="primary"
                loading={screen.cardBusy}
                onClick={() => void screen.redeem()}
              >
                {intl.formatMessage(rechargeMessages.redeem)}
              </Button>
            </div>
            {screen.cardOutcome && <RechargeNotice outcome={screen.cardOutcome} />}
          </Section>
        </>
      )}
    </Page>
  );
});
