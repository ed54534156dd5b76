import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { COUPON_CODE_MAX_LENGTH, COUPON_CODE_MIN_LENGTH } from '../validators/validators';
import { CouponList, type CouponListProps } from './CouponList';
import { bigCashCoupon, cashCoupon, discountCoupon, expiredCoupon } from './fixtures';
import { NO_COUPON } from './useCouponList';

const coupons = [cashCoupon, discountCoupon, bigCashCoupon];

function Controlled(props: Partial<CouponListProps>) {
  const [chosen, setChosen] = useState(NO_COUPON);
  return (
    <CouponList
      coupons={coupons}
      disabledCoupons={[expiredCoupon]}
      {...props}
      chosenCoupon={chosen}
      onChange={(index) => {
        props.onChange?.(index);
        setChosen(index);
      }}
    />
  );
}

const radios = () => screen.getAllByRole('radio');
const codeField = () => screen.getByRole('textbox', { name: '请输入优惠码' });
const exchangeButton = () => screen.getByRole('button', { name: '兑换' });

describe('CouponList', () => {
  it('has a tab of usable and one of unusable coupons, with their counts', () => {
    renderWithKit(<Controlled />);
    expect(screen.getByRole('tab', { name: '可用 (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '不可用 (1)' })).toBeInTheDocument();
  });

  it('leaves the counts out with showCount off', () => {
    renderWithKit(<Controlled showCount={false} />);
    expect(screen.getByRole('tab', { name: '可用' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithKit(<Controlled />, { locale: 'en' });
    expect(screen.getByRole('tab', { name: 'Available (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Unavailable (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Don't use coupons" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(screen.getByText('12% off')).toBeInTheDocument();
  });

  it('lists usable coupons as a radio group, none chosen at first', () => {
    renderWithKit(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: '可用' })).toBeInTheDocument();
    expect(radios()).toHaveLength(3);
    for (const radio of radios()) expect(radio).toHaveAttribute('aria-checked', 'false');
  });

  it('shows the chosen coupon of a controlled list and reports a click', async () => {
    const onChange = vi.fn();
    renderWithKit(<CouponList coupons={coupons} chosenCoupon={1} onChange={onChange} />);
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(radios()[2] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(2);
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
  });

  it('chooses on its own when uncontrolled', async () => {
    renderWithKit(<CouponList coupons={coupons} defaultChosenCoupon={0} />);
    expect(radios()[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(radios()[2] as HTMLElement);
    expect(radios()[2]).toHaveAttribute('aria-checked', 'true');
    expect(radios()[0]).toHaveAttribute('aria-checked', 'false');
  });

  it('is one tab stop: the chosen coupon, else the first', async () => {
    renderWithKit(<Controlled />);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.click(radios()[1] as HTMLElement);
    expect(radios().map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves and chooses with the arrow keys, wrapping, and chooses with Space', async () => {
    const onChange = vi.fn();
    renderWithKit(<Controlled onChange={onChange} />);
    act(() => (radios()[0] as HTMLElement).focus());
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(radios()[1]).toHaveFocus();
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(radios()[2]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('chooses no coupon (-1) with the "不使用优惠券" button', async () => {
    const onChange = vi.fn();
    renderWithKit(<Controlled onChange={onChange} />);
    await userEvent.click(radios()[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '不使用优惠券' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_COUPON);
    expect(NO_COUPON).toBe(-1);
    for (const radio of radios()) expect(radio).toHaveAttribute('aria-checked', 'false');
  });

  it('hides that button with showCloseButton off, and takes its own text', () => {
    const { rerender } = renderWithKit(<CouponList coupons={coupons} showCloseButton={false} />);
    expect(screen.queryByRole('button', { name: '不使用优惠券' })).toBeNull();
    rerender(<CouponList coupons={coupons} closeButtonText="Skip" />);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  });

  it('shows unusable coupons with their reasons, and nothing to choose', async () => {
    renderWithKit(<Controlled />);
    await userEvent.click(screen.getByRole('tab', { name: '不可用 (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('已过期')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('radio')).toHaveLength(0);
    expect(panel.querySelector('[data-coupon]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says so when a tab is empty', async () => {
    renderWithKit(<CouponList />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('暂无优惠券');
    await userEvent.click(screen.getByRole('tab', { name: '不可用 (0)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('暂无优惠券');
  });

  it('disables the exchange button until the code has 1 character (exchangeMinLength default)', async () => {
    expect(COUPON_CODE_MIN_LENGTH).toBe(1);
    renderWithKit(<CouponList />);
    expect(exchangeButton()).toBeDisabled();
    await userEvent.type(codeField(), 'A');
    expect(exchangeButton()).toBeEnabled();
  });

  it('disables the exchange button below exchangeMinLength', async () => {
    renderWithKit(<CouponList exchangeMinLength={6} />);
    await userEvent.type(codeField(), 'ABCDE');
    expect(exchangeButton()).toBeDisabled();
    await userEvent.type(codeField(), 'F');
    expect(exchangeButton()).toBeEnabled();
  });

  it('takes at most 20 characters of code', async () => {
    expect(COUPON_CODE_MAX_LENGTH).toBe(20);
    renderWithKit(<CouponList />);
    expect(codeField()).toHaveAttribute('maxLength', '20');
    act(() => {
      codeField().focus();
    });
    await userEvent.paste('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(codeField()).toHaveValue('ABCDEFGHIJKLMNOPQRST');
  });

  it('cuts a longer code to 20 characters even when it bypasses maxLength', () => {
    renderWithKit(<CouponList />);
    // Some browsers' paste and autofill ignore maxLength: the list cuts the value itself.
    fireEvent.change(codeField(), { target: { value: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' } });
    expect(codeField()).toHaveValue('ABCDEFGHIJKLMNOPQRST');
  });

  it('exchanges the code and empties the field when it holds the code itself', async () => {
    const onExchange = vi.fn();
    renderWithKit(<CouponList onExchange={onExchange} />);
    await userEvent.type(codeField(), 'SKIN2026');
    await userEvent.click(exchangeButton());
    expect(onExchange).toHaveBeenCalledWith('SKIN2026');
    expect(codeField()).toHaveValue('');
  });

  it('exchanges on Enter in the field', async () => {
    const onExchange = vi.fn();
    renderWithKit(<CouponList onExchange={onExchange} />);
    await userEvent.type(codeField(), 'SKIN{Enter}');
    expect(onExchange).toHaveBeenCalledWith('SKIN');
  });

  it('leaves a controlled code to its owner', async () => {
    const onExchange = vi.fn();
    const onCodeChange = vi.fn();
    renderWithKit(<CouponList code="HELD" onCodeChange={onCodeChange} onExchange={onExchange} />);
    await userEvent.click(exchangeButton());
    expect(onExchange).toHaveBeenCalledWith('HELD');
    expect(codeField()).toHaveValue('HELD');
    await userEvent.type(codeField(), 'X');
    expect(onCodeChange).toHaveBeenCalledWith('HELDX');
  });

  it('disables the exchange button with exchangeButtonDisabled, and spins while loading', () => {
    const { rerender } = renderWithKit(<CouponList code="CODE" exchangeButtonDisabled />);
    expect(exchangeButton()).toBeDisabled();
    rerender(<CouponList code="CODE" exchangeButtonLoading />);
    expect(screen.getByRole('button', { name: /兑换/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('hides the exchange bar with showExchangeBar off', () => {
    renderWithKit(<CouponList showExchangeBar={false} />);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('scrolls the displayed coupon into view', () => {
    // jsdom has no layout, hence no scrollIntoView: record the calls instead.
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      renderWithKit(<CouponList coupons={coupons} displayedCouponIndex={2} />);
      expect(scrolled).toEqual([radios()[2]]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <CouponList className="extra" style={{ margin: 3 }} data-testid="l" aria-label="Coupons" />,
    );
    const list = screen.getByTestId('l');
    expect(list).toHaveClass('extra');
    expect(list).toHaveStyle({ margin: '3px' });
    expect(list).toHaveAttribute('aria-label', 'Coupons');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <CouponList coupons={coupons} disabledCoupons={[expiredCoupon]} chosenCoupon={0} />,
    );
    await expectNoAxeViolations(container);
  });
});
