import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Coupon } from './Coupon';
import { cashCoupon, discountCoupon, expiredCoupon } from './fixtures';

const value = (root: HTMLElement) => root.querySelector('[data-coupon-value]');

describe('Coupon', () => {
  it('shows the cash value in yuan, the condition, name, dates and description', () => {
    renderWithKit(<Coupon coupon={cashCoupon} data-testid="c" />);
    const coupon = screen.getByTestId('c');
    expect(value(coupon)).toHaveTextContent('¥1.50');
    expect(coupon).toHaveTextContent('无门槛');
    expect(coupon).toHaveTextContent('新人红包');
    expect(coupon).toHaveTextContent('2026.01.01 - 2026.12.31');
    expect(coupon).toHaveTextContent('仅限开箱使用');
  });

  it('shows 100 cents as ¥1.00', () => {
    renderWithKit(<Coupon coupon={{ ...cashCoupon, denominations: 100 }} data-testid="c" />);
    expect(value(screen.getByTestId('c'))).toHaveTextContent('¥1.00');
  });

  it('shows a discount in 折 with its minimum order', () => {
    renderWithKit(<Coupon coupon={discountCoupon} data-testid="c" />);
    expect(value(screen.getByTestId('c'))).toHaveTextContent('8.8折');
    expect(screen.getByText('满100元可用')).toBeInTheDocument();
  });

  it('speaks English: a 8.8折 coupon is 12% off, for orders over ¥100', () => {
    renderWithKit(<Coupon coupon={discountCoupon} data-testid="c" />, { locale: 'en' });
    expect(value(screen.getByTestId('c'))).toHaveTextContent('12% off');
    expect(screen.getByText('Orders over ¥100')).toBeInTheDocument();
  });

  it('puts its currency before amounts', () => {
    renderWithKit(
      <Coupon coupon={{ ...cashCoupon, originCondition: 500 }} currency="$" data-testid="c" />,
      { locale: 'en' },
    );
    expect(value(screen.getByTestId('c'))).toHaveTextContent('$1.50');
    expect(screen.getByText('Orders over $5')).toBeInTheDocument();
  });

  it('prefers a ready-made value and condition text', () => {
    renderWithKit(
      <Coupon
        coupon={{ ...cashCoupon, valueDesc: '免单', unitDesc: '券', condition: '限首单' }}
        data-testid="c"
      />,
    );
    expect(value(screen.getByTestId('c'))).toHaveTextContent('免单券');
    expect(screen.getByText('限首单')).toBeInTheDocument();
    expect(screen.queryByText('无门槛')).toBeNull();
  });

  it('ticks its corner mark when chosen', () => {
    const { rerender } = renderWithKit(<Coupon coupon={cashCoupon} data-testid="c" />);
    const coupon = screen.getByTestId('c');
    expect(coupon.querySelector('[data-coupon-mark] [data-icon="check"]')).toBeNull();
    rerender(<Coupon coupon={cashCoupon} chosen data-testid="c" />);
    expect(coupon).toHaveAttribute('data-chosen', 'true');
    expect(coupon.querySelector('[data-coupon-mark] [data-icon="check"]')).not.toBeNull();
  });

  it('shows the reason, not the description, and no mark when disabled', () => {
    renderWithKit(<Coupon coupon={expiredCoupon} disabled data-testid="c" />);
    const coupon = screen.getByTestId('c');
    expect(coupon).toHaveAttribute('aria-disabled', 'true');
    expect(coupon).toHaveTextContent('已过期');
    expect(coupon).not.toHaveTextContent('仅限开箱使用');
    expect(coupon.querySelector('[data-coupon-mark]')).toBeNull();
  });

  it('keeps the description of a disabled coupon without a reason', () => {
    renderWithKit(
      <Coupon coupon={{ ...expiredCoupon, reason: undefined }} disabled data-testid="c" />,
    );
    expect(screen.getByTestId('c')).toHaveTextContent('仅限开箱使用');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Coupon
        coupon={cashCoupon}
        className="extra"
        style={{ margin: 3 }}
        data-testid="c"
        aria-describedby="x"
      />,
    );
    const coupon = screen.getByTestId('c');
    expect(coupon).toHaveClass('extra');
    expect(coupon).toHaveStyle({ margin: '3px' });
    expect(coupon).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <>
        <Coupon coupon={cashCoupon} chosen />
        <Coupon coupon={expiredCoupon} disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
