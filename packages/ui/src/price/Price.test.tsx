import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Price, splitPrice } from './Price';

describe('splitPrice', () => {
  it('splits a decimal string at the dot', () => {
    expect(splitPrice('1288.50')).toEqual(['1288', '50']);
  });

  it('gives .00 when there is no fraction', () => {
    expect(splitPrice('300')).toEqual(['300', '00']);
  });
});

describe('Price', () => {
  it('shows the amount with its fraction', () => {
    renderWithKit(<Price value="12.5" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent('12.5');
  });

  it('shows .00 when the value has no fraction', () => {
    renderWithKit(<Price value="300" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent('300.00');
  });

  it('hides the decimal part with hideDecimal', () => {
    renderWithKit(<Price value="300.75" hideDecimal data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveTextContent(/^300$/);
  });

  it('shows a coin icon named in the chosen language by default', () => {
    renderWithKit(<Price value="1" />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'coins' })).toHaveAttribute('data-icon', 'coin');
  });

  it('leaves the icon out with showIcon off', () => {
    renderWithKit(<Price value="1" showIcon={false} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is 16px, weight 400 by default (SPEC section 9)', () => {
    renderWithKit(<Price value="1" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveStyle({ fontSize: '16px', fontWeight: '400' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Price
        value="1"
        className="extra"
        style={{ fontSize: 20 }}
        data-testid="p"
        aria-describedby="x"
      />,
    );
    const price = screen.getByTestId('p');
    expect(price).toHaveClass('extra');
    expect(price).toHaveStyle({ fontSize: '20px' });
    expect(price).toHaveAttribute('aria-describedby', 'x');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Price value="99.9" />);
    await expectNoAxeViolations(container);
  });
});
