import { centsToMoney, type Coupon } from '@skinbox/api';
import { CouponCell, CouponList, Popup, type CouponInfo } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import type { Layout } from '../../layout/device';
import { Notice } from '../frame/Notice';
import { couponMessages as m } from './couponMessages';
import type { RechargeCoupons } from './useRechargeCoupons';

const REASON = {
  used: m.used,
  expired: m.expired,
  upcoming: m.upcoming,
} as const;

/** A coupon of the server as the kit's coupon widgets show it (SPEC section 3 "Coupon"). */
export function couponInfo(intl: IntlShape, coupon: Coupon): CouponInfo {
  return {
    id: coupon.id,
    name: coupon.name,
    ...(coupon.description ? { description: coupon.description } : {}),
    ...(coupon.state !== 'usable' ? { reason: intl.formatMessage(REASON[coupon.state]) } : {}),
    startAt: coupon.startAt,
    endAt: coupon.endAt,
    ...(coupon.denominations > 0 ? { denominations: coupon.denominations } : {}),
    ...(coupon.discount > 0 ? { discount: coupon.discount } : {}),
    originCondition: coupon.originCondition,
  };
}

/**
 * The recharge's coupon line (the kit's CouponCell): the chosen coupon and what it adds to the
 * chosen amount, or why it does not apply; pressed, the coupon list (CouponList) with the
 * exchange bar for exchange codes, in a bottom sheet on a phone and a dialog on desktop.
 */
export const CouponPicker = observer(function CouponPicker({
  coupons,
  amount,
  layout,
}: {
  coupons: RechargeCoupons;
  amount: string;
  layout: Layout;
}) {
  const intl = useIntl();
  const usable = coupons.usable.map((c) => couponInfo(intl, c));
  const unusable = coupons.unusable.map((c) => couponInfo(intl, c));
  const chosen = coupons.chosenCoupon;
  const bonus = coupons.bonusFor(amount);
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <CouponCell
        coupons={usable}
        chosenCoupon={coupons.chosen}
        title={intl.formatMessage(m.title)}
        onClick={() => coupons.setOpen(true)}
        css={(theme) => ({ borderRadius: theme.radius.md })}
      />
      {chosen && amount !== '' && (
        <span
          role="status"
          css={(theme) => ({
            fontSize: theme.fontSize.sm,
            color: bonus === '0.00' ? theme.color.danger : theme.color.success,
          })}
        >
          {bonus === '0.00'
            ? intl.formatMessage(m.needs, { min: centsToMoney(chosen.originCondition) })
            : intl.formatMessage(m.adds, { bonus })}
        </span>
      )}
      {coupons.exchanged && <Notice tone="success">{coupons.exchanged}</Notice>}
      <Popup
        show={coupons.open}
        position={layout === 'm' ? 'bottom' : 'center'}
        round
        closeable
        onClose={() => coupons.setOpen(false)}
        aria-label={intl.formatMessage(m.title)}
        css={{ width: layout === 'm' ? '100%' : 480, maxHeight: '80vh', overflowY: 'auto' }}
      >
        <h2
          css={(theme) => ({
            margin: 0,
            padding: `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`,
            fontSize: theme.fontSize.lg,
          })}
        >
          {intl.formatMessage(m.title)}
        </h2>
        <p
          css={(theme) => ({
            margin: 0,
            padding: `0 ${theme.space.lg} ${theme.space.sm}`,
            fontSize: theme.fontSize.sm,
            color: theme.color.textMuted,
          })}
        >
          {intl.formatMessage(m.exchangeHint)}
        </p>
        <CouponList
          coupons={usable}
          disabledCoupons={unusable}
          chosenCoupon={coupons.chosen}
          onChange={coupons.choose}
          code={coupons.code}
          onCodeChange={coupons.setCode}
          onExchange={(code) => void coupons.exchange(code)}
          exchangeButtonLoading={coupons.exchanging}
        />
        {coupons.exchanged && (
          <div css={(theme) => ({ padding: `0 ${theme.space.lg} ${theme.space.lg}` })}>
            <Notice tone="success">{coupons.exchanged}</Notice>
          </div>
        )}
      </Popup>
    </div>
  );
});
