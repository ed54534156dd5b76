import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { CouponCell } from './CouponCell';
import { cashCoupon, discountCoupon } from './fixtures';

const coupons = [cashCoupon, discountCoupon];

describe('CouponCell', () => {
  it('counts the usable coupons when none is chosen', () => {
    renderWithKit(<CouponCell coupons={coupons} />);
    expect(screen.getByRole('button', { name: /^优惠券\s*2张可用$/ })).toBeInTheDocument();
  });

  it('says so when there is none to use, and still opens (to redeem a code)', () => {
    renderWithKit(<CouponCell />);
    expect(screen.getByRole('button', { name: /^优惠券\s*无可用$/ })).toBeEnabled();
  });

  it('shows the saving of a chosen cash coupon', () => {
    renderWithKit(<CouponCell coupons={coupons} chosenCoupon={0} />);
    expect(screen.getByRole('button')).toHaveTextContent('-¥1.50');
  });

  it('shows the discount of a chosen discount coupon', () => {
    renderWithKit(<CouponCell coupons={coupons} chosenCoupon={1} />);
    expect(screen.getByRole('button')).toHaveTextContent('8.8折');
  });

  it('speaks English', () => {
    const { rerender } = renderWithKit(<CouponCell coupons={coupons} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: /^Coupons\s*2 available$/ })).toBeInTheDocument();
    rerender(<CouponCell coupons={coupons} chosenCoupon={1} />);
    expect(screen.getByRole('button')).toHaveTextContent('12% off');
  });

  it('opens on a press when editable, and is inert when not', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithKit(<CouponCell coupons={coupons} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').querySelector('[data-icon="arrow"]')).not.toBeNull();
    rerender(<CouponCell coupons={coupons} editable={false} onClick={onClick} />);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button').querySelector('[data-icon="arrow"]')).toBeNull();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <CouponCell className="extra" style={{ margin: 3 }} data-testid="c" aria-haspopup="dialog" />,
    );
    const cell = screen.getByTestId('c');
    expect(cell).toHaveClass('extra');
    expect(cell).toHaveStyle({ margin: '3px' });
    expect(cell).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<CouponCell coupons={coupons} chosenCoupon={0} />);
    await expectNoAxeViolations(container);
  });
});
