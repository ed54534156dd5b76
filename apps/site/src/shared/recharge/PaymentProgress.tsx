import { Button, Loading } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../frame/Notice';
import { rechargeMessages } from './messages';
import type { RechargeOrder } from './useRechargeOrder';

/**
 * The payment under way, in place of the pay button (issue 26): the provider's page opened (or a
 * link to it when no tab could open), waiting for the provider's word with a way to ask again,
 * and the way out to a new payment.
 */
export function PaymentProgress({ order }: { order: RechargeOrder }) {
  const intl = useIntl();
  const { stage } = order;
  if (stage.kind !== 'checkout' && stage.kind !== 'waiting') return null;
  const checkoutUrl = stage.checkoutUrl;
  const text =
    stage.kind === 'checkout'
      ? stage.opened
        ? rechargeMessages.checkoutOpened
        : rechargeMessages.checkoutBlocked
      : checkoutUrl
        ? rechargeMessages.waiting
        : rechargeMessages.pending;
  const said = (
    <>
      {intl.formatMessage(text)}
      {checkoutUrl && stage.expiresAt && (
        <>
          {' '}
          {intl.formatMessage(rechargeMessages.expiresAt, {
            time: intl.formatTime(stage.expiresAt, { hour: '2-digit', minute: '2-digit' }),
          })}
        </>
      )}
    </>
  );
  return (
    <div
      data-testid="payment-progress"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radius.md,
        background: theme.color.surfaceRaised,
      })}
    >
      {stage.kind === 'waiting' && stage.stalled ? (
        <p role="status" css={{ margin: 0 }}>
          {said}
        </p>
      ) : (
        <Loading size="small" css={{ alignItems: 'flex-start', textAlign: 'start' }}>
          <span>{said}</span>
        </Loading>
      )}
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
        {checkoutUrl && (
          <Button
            href={checkoutUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant={stage.kind === 'checkout' && !stage.opened ? 'primary' : 'default'}
          >
            {intl.formatMessage(rechargeMessages.openCheckout)}
          </Button>
        )}
        {stage.kind === 'waiting' && stage.stalled && (
          <Button onClick={order.checkAgain}>
            {intl.formatMessage(rechargeMessages.checkAgain)}
          </Button>
        )}
        <Button variant="default" onClick={order.startAgain}>
          {intl.formatMessage(rechargeMessages.startAgain)}
        </Button>
      </div>
    </div>
  );
}

/** How a payment ended unpaid, or that it was credited; nothing while none has. */
export function PaymentResult({ order }: { order: RechargeOrder }) {
  const intl = useIntl();
  const { stage } = order;
  if (stage.kind === 'paid') {
    return (
      <Notice tone="success">
        {intl.formatMessage(rechargeMessages.credited, { credited: stage.credited })}
      </Notice>
    );
  }
  if (stage.kind !== 'ended') return null;
  if (stage.status === 'failed') {
    return (
      <Notice tone="error">
        {order.refusal('errors.rechargeLinkEmpty').text}{' '}
        <Link to={order.serviceHref} css={{ color: 'inherit', textDecoration: 'underline' }}>
          {intl.formatMessage(rechargeMessages.contactService)}
        </Link>
      </Notice>
    );
  }
  return (
    <Notice tone="error">
      {intl.formatMessage(
        stage.status === 'expired' ? rechargeMessages.expired : rechargeMessages.cancelled,
      )}
    </Notice>
  );
}
