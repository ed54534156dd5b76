import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { NAV_BAR_HEIGHT, NAV_BAR_Z_INDEX, NavBar } from './NavBar';

describe('NavBar', () => {
  it('shows its title', () => {
    renderWithKit(<NavBar title="My bag" />);
    expect(screen.getByText('My bag')).toBeInTheDocument();
  });

  it('names the back arrow from the catalogue', () => {
    renderWithKit(<NavBar title="x" leftArrow />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('calls onClickLeft when back is pressed', async () => {
    const onClickLeft = vi.fn();
    renderWithKit(<NavBar title="x" leftArrow onClickLeft={onClickLeft} />);
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onClickLeft).toHaveBeenCalledTimes(1);
  });

  it('uses the left text as the button’s name when given', () => {
    renderWithKit(<NavBar title="x" leftArrow leftText="Home" />);
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });

  it('has no back button unless asked', () => {
    renderWithKit(<NavBar title="x" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the right slot', () => {
    renderWithKit(<NavBar title="x" right={<button type="button">Share</button>} />);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('is 46 px high (Vant) and sits at z-index 1 unless told', () => {
    expect(NAV_BAR_HEIGHT).toBe(46);
    expect(NAV_BAR_Z_INDEX).toBe(1);
    const { rerender } = renderWithKit(<NavBar title="x" data-testid="n" />);
    expect(screen.getByTestId('n')).toHaveStyle({ height: '46px', zIndex: '1' });
    rerender(<NavBar title="x" zIndex={10} data-testid="n" />);
    expect(screen.getByTestId('n')).toHaveStyle({ zIndex: '10' });
  });

  it('pins itself to the top when fixed', () => {
    renderWithKit(<NavBar title="x" fixed data-testid="n" />);
    expect(screen.getByTestId('n')).toHaveStyle({ position: 'fixed', top: '0px' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <NavBar title="x" className="extra" style={{ margin: 3 }} data-testid="n" aria-label="Top" />,
    );
    const bar = screen.getByTestId('n');
    expect(bar).toHaveClass('extra');
    expect(bar).toHaveStyle({ margin: '3px' });
    expect(bar).toHaveAttribute('aria-label', 'Top');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <NavBar title="My bag" leftArrow right={<button type="button">Share</button>} />,
    );
    await expectNoAxeViolations(container);
  });
});
