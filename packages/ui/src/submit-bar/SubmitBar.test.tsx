import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import {
  SUBMIT_BAR_CURRENCY,
  SUBMIT_BAR_DECIMAL_LENGTH,
  SubmitBar,
  formatSubmitBarPrice,
} from './SubmitBar';

const price = () => document.querySelector('[data-part="price"]');

describe('SubmitBar price (SPEC: cents, 2 decimals)', () => {
  it('shows cents as yuan with 2 decimals', () => {
    expect(SUBMIT_BAR_DECIMAL_LENGTH).toBe(2);
    renderWithKit(<SubmitBar fixed={false} price={3050} />);
    expect(price()).toHaveTextContent('¥30.50');
  });

  it('pads whole amounts to 2 decimals', () => {
    renderWithKit(<SubmitBar fixed={false} price={1200} />);
    expect(price()).toHaveTextContent('¥12.00');
  });

  it('splits the price into whole and fraction parts', () => {
    expect(formatSubmitBarPrice(3050)).toEqual(['30', '.50']);
    expect(formatSubmitBarPrice(5)).toEqual(['0', '.05']);
  });

  it('takes another decimalLength', () => {
    renderWithKit(<SubmitBar fixed={false} price={3056} decimalLength={1} />);
    expect(price()).toHaveTextContent('¥30.6');
  });

  it('drops the fraction with decimalLength 0', () => {
    expect(formatSubmitBarPrice(3050, 0)).toEqual(['31', '']);
  });

  it('uses ¥ by default', () => {
    expect(SUBMIT_BAR_CURRENCY).toBe('¥');
  });

  it('takes another currency sign', () => {
    renderWithKit(<SubmitBar fixed={false} price={100} currency="$" />);
    expect(price()).toHaveTextContent('$1.00');
  });

  it('shows the coin icon, named, for currency "coin"', () => {
    renderWithKit(<SubmitBar fixed={false} price={100} currency="coin" />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'coins' })).toHaveAttribute('data-icon', 'coin');
    expect(price()).toHaveTextContent('1.00');
    expect(price()).not.toHaveTextContent('¥');
  });

  it('shows no price text without a price', () => {
    renderWithKit(<SubmitBar fixed={false} />);
    expect(price()).toBeNull();
    expect(screen.queryByText('合计：')).toBeNull();
  });

  it('shows a price of 0', () => {
    renderWithKit(<SubmitBar fixed={false} price={0} />);
    expect(price()).toHaveTextContent('¥0.00');
  });
});

describe('SubmitBar text', () => {
  it('says "Total:" in English before the price and "Submit" on the button', () => {
    renderWithKit(<SubmitBar fixed={false} price={100} />, { locale: 'en' });
    expect(screen.getByText('Total:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('takes label, suffixLabel and buttonText', () => {
    renderWithKit(
      <SubmitBar
        fixed={false}
        price={100}
        label="Pay:"
        suffixLabel="incl. fees"
        buttonText="Open 3 boxes"
      />,
    );
    expect(screen.getByText('Pay:')).toBeInTheDocument();
    expect(screen.getByText('incl. fees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open 3 boxes' })).toBeInTheDocument();
  });

  it('aligns the text right by default and left when asked', () => {
    const { rerender } = renderWithKit(<SubmitBar fixed={false} price={100} />);
    expect(price()?.parentElement).toHaveStyle({ textAlign: 'right' });
    rerender(<SubmitBar fixed={false} price={100} textAlign="left" />);
    expect(price()?.parentElement).toHaveStyle({ textAlign: 'left' });
  });

  it('shows a tip with its icon above the bar', () => {
    renderWithKit(<SubmitBar fixed={false} tip="Address missing" tipIcon="info" />);
    const tip = document.querySelector('[data-part="tip"]');
    expect(tip).toHaveTextContent('Address missing');
    expect(tip?.querySelector('[data-icon="info"]')).not.toBeNull();
  });

  it('shows children on the left and top above everything', () => {
    renderWithKit(
      <SubmitBar fixed={false} price={100} top={<p>coupon</p>}>
        <span>select all</span>
      </SubmitBar>,
    );
    expect(screen.getByText('select all')).toBeInTheDocument();
    expect(screen.getByText('coupon')).toBeInTheDocument();
  });

  it('replaces the button with the button slot', () => {
    renderWithKit(<SubmitBar fixed={false} button={<a href="#pay">Pay</a>} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pay' })).toBeInTheDocument();
  });
});

describe('SubmitBar button', () => {
  it('calls onSubmit when pressed', async () => {
    const onSubmit = vi.fn();
    renderWithKit(<SubmitBar fixed={false} price={100} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not submit when disabled', async () => {
    const onSubmit = vi.fn();
    renderWithKit(<SubmitBar fixed={false} disabled onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not submit while loading and says it is busy', async () => {
    const onSubmit = vi.fn();
    renderWithKit(<SubmitBar fixed={false} loading onSubmit={onSubmit} />);
    const button = screen.getByRole('button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('is the kit button in the danger variant by default', () => {
    renderWithKit(<SubmitBar fixed={false} />);
    expect(getComputedStyle(screen.getByRole('button')).background).toBe('var(--sb-color-danger)');
  });

  it('takes buttonType and buttonColor', () => {
    renderWithKit(<SubmitBar fixed={false} buttonType="primary" buttonColor="#123456" />);
    expect(screen.getByRole('button')).toHaveStyle({ background: '#123456' });
  });
});

describe('SubmitBar placement', () => {
  it('is fixed to the bottom by default', () => {
    renderWithKit(<SubmitBar data-testid="bar" />);
    expect(screen.getByTestId('bar')).toHaveStyle({ position: 'fixed', bottom: '0px' });
  });

  // jsdom drops env() values, so read the rule Emotion wrote for the bar's class.
  const ruleOf = (element: HTMLElement) => {
    const name = [...element.classList].find((c) => c.startsWith('css-')) ?? '';
    return [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((rule) => rule.includes(`.${name}{`))
      .join('');
  };

  it('pads for the safe area by default', () => {
    renderWithKit(<SubmitBar data-testid="bar" />);
    expect(ruleOf(screen.getByTestId('bar'))).toContain(
      'padding-bottom:env(safe-area-inset-bottom)',
    );
  });

  it('does not pad for the safe area when safeAreaInsetBottom is off', () => {
    renderWithKit(<SubmitBar data-testid="bar" safeAreaInsetBottom={false} />);
    expect(ruleOf(screen.getByTestId('bar'))).toContain('padding-bottom:0');
    expect(ruleOf(screen.getByTestId('bar'))).not.toContain('env(');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <SubmitBar
        fixed={false}
        className="extra"
        style={{ margin: 3 }}
        data-testid="s"
        aria-label="Order"
      />,
    );
    const root = screen.getByTestId('s');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-label', 'Order');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <SubmitBar fixed={false} price={3050} tip="Tip" tipIcon="info" currency="coin" />,
    );
    await expectNoAxeViolations(container);
  });
});
