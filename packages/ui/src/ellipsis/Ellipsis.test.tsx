import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { ELLIPSIS_ROWS, Ellipsis } from './Ellipsis';

const LINE = 20;
const PER_LINE = 10;
const TEXT = 'AWP | Dragon Lore (Factory New) StatTrak™ souvenir';

// jsdom has no layout: every box holds 10 characters a line, each line 20 px high.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.max(1, Math.ceil((this.textContent ?? '').length / PER_LINE)) * LINE;
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]');

describe('Ellipsis', () => {
  it('shows one line by default, cut at the end with …', () => {
    expect(ELLIPSIS_ROWS).toBe(1);
    const { container } = renderWithKit(<Ellipsis content={TEXT} />);
    expect(shown(container)).toHaveTextContent(/^AWP \| Dra…$/);
  });

  it('shows short text whole, without a button', () => {
    const { container } = renderWithKit(<Ellipsis content="AK-47" expandable />);
    expect(shown(container)).toHaveTextContent(/^AK-47$/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes more rows', () => {
    const { container } = renderWithKit(<Ellipsis content={TEXT} rows={2} />);
    expect(shown(container)?.textContent).toBe(`${TEXT.slice(0, 19)}…`);
  });

  it('clamps with CSS to the rows as well', () => {
    renderWithKit(<Ellipsis content={TEXT} rows={3} data-testid="e" />);
    const style = getComputedStyle(screen.getByTestId('e'));
    expect(style.overflow).toBe('hidden');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
  });

  it('cuts at the start or in the middle', () => {
    const { container, rerender } = renderWithKit(<Ellipsis content={TEXT} position="start" />);
    expect(shown(container)?.textContent).toBe(`…${TEXT.slice(-9)}`);
    rerender(<Ellipsis content={TEXT} position="middle" />);
    expect(shown(container)?.textContent).toBe(`${TEXT.slice(0, 5)}…${TEXT.slice(-4)}`);
  });

  it('keeps the full text in the title and for screen readers', () => {
    renderWithKit(<Ellipsis content={TEXT} data-testid="e" />);
    const root = screen.getByTestId('e');
    expect(root).toHaveAttribute('title', TEXT);
    expect(screen.getByText(TEXT, { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  });

  it('expands and collapses with the catalogue texts, leaving room for the button', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const { container } = renderWithKit(
      <Ellipsis content={TEXT} rows={2} expandable onExpandedChange={onExpandedChange} />,
    );
    const more = screen.getByRole('button', { name: '展开' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // 2 rows of 10 hold 16 characters, '…', a space and '展开'.
    expect(shown(container)?.textContent).toBe(`${TEXT.slice(0, 16)}…`);
    await user.click(more);
    expect(shown(container)).toHaveTextContent(TEXT);
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(shown(container)?.textContent).toBe(`${TEXT.slice(0, 16)}…`);
  });

  it('says More and Less in English', () => {
    renderWithKit(<Ellipsis content={TEXT} expandable defaultExpanded />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Less' })).toBeInTheDocument();
  });

  it('takes its own button texts', () => {
    renderWithKit(<Ellipsis content={TEXT} expandText="Read all" collapseText="Hide" />);
    expect(screen.getByRole('button', { name: 'Read all' })).toBeInTheDocument();
  });

  it('follows a controlled expanded value', () => {
    const { container } = renderWithKit(<Ellipsis content={TEXT} expandable expanded />);
    expect(shown(container)).toHaveTextContent(TEXT);
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Ellipsis
        content="x"
        className="extra"
        style={{ margin: 3 }}
        data-testid="e"
        aria-describedby="hint"
      />,
    );
    const root = screen.getByTestId('e');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Ellipsis content={TEXT} expandable />);
    await expectNoAxeViolations(container);
  });
});
