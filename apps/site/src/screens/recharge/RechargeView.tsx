import { Button, Field, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Choices } from '../../shared/frame/Choices';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { rechargeMessages } from '../../shared/recharge/messages';
import { CouponPicker } from '../../shared/recharge/CouponPicker';
import { OrderForm, RechargeNotice } from '../../shared/recharge/OrderForm';
import type { RechargeScreen } from './useRechargeScreen';

/**
 * The recharge page as the player sees it, from its state alone (useRechargeScreen): the sandbox
 * badge, paying by a method (OrderForm) with a coupon and exchange codes (CouponPicker) and the
 * card code form.
 */
export const RechargeView = observer(function RechargeView(screen: RechargeScreen) {
  const intl = useIntl();
  const { layout, order, card, setCard } = screen;
  return (
    <Page layout={layout} title={intl.formatMessage(rechargeMessages.heading)}>
      {!screen.signedIn ? (
        <SignInPrompt />
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
          <OrderForm
            order={order}
            layout={layout}
            coupon={<CouponPicker coupons={screen.coupons} amount={order.amount} layout={layout} />}
          />
          <Section title={intl.formatMessage(rechargeMessages.card)}>
            <Choices
              label={intl.formatMessage(rechargeMessages.cardAmount)}
              choices={order.offers.map((offer) => ({ value: offer.amount, label: offer.amount }))}
              value={card.amount}
              onChange={(amount) => setCard({ ...card, amount })}
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
              <Button
                variant="primary"
                loading={screen.cardBusy}
                onClick={() => void screen.redeem()}
              >
                {intl.formatMessage(rechargeMessages.redeem)}
              </Button>
            </div>
            {screen.cardOutcome && (
              <RechargeNotice outcome={screen.cardOutcome} personalHref={order.personalHref} />
            )}
          </Section>
        </>
      )}
    </Page>
  );
});
