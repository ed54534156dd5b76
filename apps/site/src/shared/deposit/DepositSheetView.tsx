import { Popup, Price } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { OrderForm } from '../recharge/OrderForm';
import type { RechargeOrder } from '../recharge/useRechargeOrder';
import { depositMessages } from './messages';

export interface DepositSheetViewProps {
  layout: Layout;
  show: boolean;
  onClose(): void;
  balance: string;
  cost: string;
  missing: string;
  order: RechargeOrder;
  /** The recharge page, for card codes and the rest. */
  rechargeHref: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <dt css={(theme) => ({ color: theme.color.textMuted })}>{label}</dt>
      <dd css={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/**
 * The deposit sheet, from its state alone: what the opening costs against the balance and the
 * amount missing, then paying right here (OrderForm: the trade link in place when missing, the
 * provider's page and the wait for it) with the covering amount chosen. A credited payment closes
 * the sheet (DepositSheet), so it never shows a balance that has caught up as a shortfall. A
 * bottom sheet on a phone, a dialog on desktop.
 */
export function DepositSheetView(props: DepositSheetViewProps) {
  const intl = useIntl();
  const { layout, order } = props;
  const choosing = order.stage.kind !== 'checkout' && order.stage.kind !== 'waiting';
  return (
    <Popup
      show={props.show}
      position={layout === 'm' ? 'bottom' : 'center'}
      round
      closeable
      onClose={props.onClose}
      aria-label={intl.formatMessage(depositMessages.title)}
      css={{ width: layout === 'm' ? '100%' : 520, maxHeight: '90vh', overflowY: 'auto' }}
    >
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.md,
          padding: `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`,
        })}
      >
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>
          {intl.formatMessage(depositMessages.title)}
        </h2>
        <dl
          css={(theme) => ({
            display: 'grid',
            gap: theme.space.xs,
            margin: 0,
            padding: theme.space.md,
            borderRadius: theme.radius.md,
            background: theme.color.surfaceRaised,
          })}
        >
          <Row label={intl.formatMessage(depositMessages.cost)}>
            <Price value={props.cost} />
          </Row>
          <Row label={intl.formatMessage(depositMessages.balance)}>
            <Price value={props.balance} />
          </Row>
          {Number(props.missing) > 0 && (
            <Row label={intl.formatMessage(depositMessages.missing)}>
              <Price value={props.missing} css={(theme) => ({ color: theme.color.danger })} />
            </Row>
          )}
        </dl>
        {choosing && (
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(
              order.checkout ? depositMessages.introCheckout : depositMessages.intro,
              { missing: props.missing },
            )}
          </p>
        )}
        <OrderForm order={order} layout={layout} columns={3} />
        <Link
          to={props.rechargeHref}
          onClick={props.onClose}
          css={(theme) => ({ justifySelf: 'center', color: theme.color.primary })}
        >
          {intl.formatMessage(depositMessages.more)}
        </Link>
      </div>
    </Popup>
  );
}
