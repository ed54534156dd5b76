import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../provider';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { lightTokens } from '../theme/tokens';
import { Popup, type PopupPosition } from './Popup';

function Harness({ position }: { position?: PopupPosition }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        open
      </button>
      <Popup show={show} position={position} aria-label="Sheet" onClose={() => setShow(false)}>
        <button type="button">first</button>
        <button type="button">last</button>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('is a modal dialog rendered into document.body', async () => {
    const { container } = renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement).toBe(document.body);
  });

  it('moves focus to the first focusable element inside on open', async () => {
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
  });

  it('focuses the panel itself when nothing inside can take focus', () => {
    renderWithKit(
      <Popup show aria-label="Info">
        text
      </Popup>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithKit(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('moves focus in and back without scrolling the page', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.keyboard('{Escape}');
    const programmatic = focus.mock.calls.filter((call) => call.length > 0);
    expect(programmatic).toEqual([[{ preventScroll: true }], [{ preventScroll: true }]]);
    focus.mockRestore();
  });

  it('ignores Escape with closeOnEscape off', async () => {
    const onClose = vi.fn();
    renderWithKit(
      <Popup show closeOnEscape={false} aria-label="Sheet" onClose={onClose}>
        <button type="button">inside</button>
      </Popup>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on an overlay click', async () => {
    const onClose = vi.fn();
    renderWithKit(<Popup show aria-label="Sheet" onClose={onClose} />);
    await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on an overlay click with closeOnClickOverlay off', async () => {
    const onClose = vi.fn();
    renderWithKit(<Popup show closeOnClickOverlay={false} aria-label="Sheet" onClose={onClose} />);
    await userEvent.click(document.querySelector('[data-overlay]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('draws no overlay with overlay off', () => {
    renderWithKit(<Popup show overlay={false} aria-label="Sheet" />);
    expect(document.querySelector('[data-overlay]')).toBeNull();
  });

  it('keeps Tab inside the dialog, wrapping both ways', async () => {
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });

  it('has a translated close icon when closeable', async () => {
    const onClose = vi.fn();
    renderWithKit(<Popup show closeable aria-label="Sheet" onClose={onClose} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['top', 'bottom', 'left', 'right', 'center'] as const)(
    'records its %s position',
    (position) => {
      renderWithKit(<Popup show position={position} aria-label="Sheet" />);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-position', position);
    },
  );

  it('puts its panel one level above the overlay', () => {
    renderWithKit(<Popup show zIndex={2500} aria-label="Sheet" />);
    expect(document.querySelector('[data-overlay]')).toHaveStyle({ zIndex: '2500' });
    expect(screen.getByRole('dialog')).toHaveStyle({ zIndex: '2501' });
  });

  it('renders in place with teleport null', () => {
    const { container } = renderWithKit(<Popup show teleport={null} aria-label="Sheet" />);
    expect(container.contains(screen.getByRole('dialog'))).toBe(true);
  });

  it('renders into its KitProvider scope="local", so it keeps that skin\'s variables', async () => {
    render(
      <KitProvider tokens={lightTokens} scope="local">
        <Harness />
      </KitProvider>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    const scope = dialog.closest<HTMLElement>('[data-kit-scope]');
    expect(scope?.style.getPropertyValue('--sb-color-surface')).toBe(lightTokens.color.surface);
    expect(scope?.contains(document.querySelector('[data-overlay]'))).toBe(true);
    // Focus moves in and back as with document.body.
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('takes focus when shown at mount inside a local scope', () => {
    render(
      <KitProvider scope="local">
        <Popup show aria-label="Info">
          <button type="button">inside</button>
        </Popup>
      </KitProvider>,
    );
    expect(screen.getByRole('dialog').closest('[data-kit-scope]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'inside' })).toHaveFocus();
  });

  it('goes where teleport says, also inside a local scope', () => {
    const target = document.createElement('section');
    document.body.append(target);
    const { unmount } = render(
      <KitProvider scope="local">
        <Popup show teleport={target} aria-label="Elsewhere" />
        <Popup show teleport={null} aria-label="In place" />
      </KitProvider>,
    );
    expect(target.contains(screen.getByRole('dialog', { name: 'Elsewhere' }))).toBe(true);
    expect(
      screen.getByRole('dialog', { name: 'In place' }).closest('[data-kit-portal]'),
    ).toBeNull();
    unmount();
    target.remove();
  });

  it('renders into document.body under a root KitProvider nested in a local one', () => {
    render(
      <KitProvider scope="local">
        <KitProvider>
          <Popup show aria-label="Sheet" />
        </KitProvider>
      </KitProvider>,
    );
    expect(screen.getByRole('dialog').parentElement).toBe(document.body);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Popup show className="extra" style={{ padding: 5 }} data-testid="p" aria-label="Sheet" />,
    );
    const dialog = screen.getByTestId('p');
    expect(dialog).toHaveClass('extra');
    expect(dialog).toHaveStyle({ padding: '5px' });
    expect(dialog).toHaveAccessibleName('Sheet');
  });

  it('has no accessibility violations', async () => {
    renderWithKit(
      <Popup show closeable round position="bottom" aria-label="Sheet">
        <p>content</p>
      </Popup>,
    );
    await expectNoAxeViolations(document.body);
  });
});
