import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Overlay, OVERLAY_DURATION, OVERLAY_Z_INDEX } from './Overlay';

describe('Overlay', () => {
  it('renders nothing while hidden', () => {
    renderWithKit(<Overlay show={false} data-testid="o" />);
    expect(screen.queryByTestId('o')).toBeNull();
  });

  it('sits at z-index 2000 by default and takes another', () => {
    const { rerender } = renderWithKit(<Overlay show data-testid="o" />);
    expect(OVERLAY_Z_INDEX).toBe(2000);
    expect(screen.getByTestId('o')).toHaveStyle({ zIndex: '2000' });
    rerender(<Overlay show zIndex={3000} data-testid="o" />);
    expect(screen.getByTestId('o')).toHaveStyle({ zIndex: '3000' });
  });

  it('fades in over 300 ms', () => {
    renderWithKit(<Overlay show data-testid="o" />);
    expect(OVERLAY_DURATION).toBe(300);
    expect(getComputedStyle(screen.getByTestId('o')).animation).toContain(`${OVERLAY_DURATION}ms`);
  });

  it('calls onClose when the backdrop itself is clicked', async () => {
    const onClose = vi.fn();
    renderWithKit(<Overlay show data-testid="o" onClose={onClose} />);
    await userEvent.click(screen.getByTestId('o'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when its content is clicked', async () => {
    const onClose = vi.fn();
    renderWithKit(
      <Overlay show onClose={onClose}>
        <p>inside</p>
      </Overlay>,
    );
    await userEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks body scrolling while shown and restores it after', () => {
    const { rerender } = renderWithKit(<Overlay show />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Overlay show={false} />);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the lock until the last of two overlays closes', () => {
    const first = renderWithKit(<Overlay show />);
    const second = renderWithKit(<Overlay show />);
    first.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves scrolling alone with lockScroll off', () => {
    renderWithKit(<Overlay show lockScroll={false} />);
    expect(document.body.style.overflow).toBe('');
  });

  it('forwards className, style, data-* and aria-*, and onClick', () => {
    const onClick = vi.fn();
    renderWithKit(
      <Overlay
        show
        className="extra"
        style={{ opacity: 0.5 }}
        data-testid="o"
        aria-hidden="true"
        onClick={onClick}
      />,
    );
    const overlay = screen.getByTestId('o');
    expect(overlay).toHaveClass('extra');
    expect(overlay).toHaveStyle({ opacity: '0.5' });
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(overlay);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Overlay show />);
    await expectNoAxeViolations(container);
  });
});
