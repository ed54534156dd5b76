import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Rate } from './Rate';
import { RATE_COUNT, RATE_SWIPE_LOCK_DISTANCE, rateStatus } from './useRate';

const stars = () => screen.getAllByRole('radio');
const star = (n: number) => stars()[n - 1] as HTMLElement;
const statuses = () => stars().map((s) => s.getAttribute('data-status'));

/** Lays the stars out 20 px wide with 4 px between them (jsdom has no layout). */
function layOut() {
  stars().forEach((node, index) => {
    const left = index * 24;
    node.getBoundingClientRect = () =>
      ({ left, right: left + 20, width: 20, top: 0, bottom: 20, height: 20 }) as DOMRect;
  });
}

describe('Rate (SPEC: 5 stars)', () => {
  it('shows 5 stars', () => {
    expect(RATE_COUNT).toBe(5);
    renderWithKit(<Rate />);
    expect(stars()).toHaveLength(5);
  });

  it('takes another count', () => {
    renderWithKit(<Rate count={7} />);
    expect(stars()).toHaveLength(7);
  });

  it('fills the stars up to the value', () => {
    renderWithKit(<Rate defaultValue={3} />);
    expect(statuses()).toEqual(['full', 'full', 'full', 'void', 'void']);
  });

  it('sets the value from a pressed star', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate onChange={onChange} />);
    await userEvent.click(star(4));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(statuses()).toEqual(['full', 'full', 'full', 'full', 'void']);
  });

  it('follows value when controlled and only reports a change', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate value={2} onChange={onChange} />);
    await userEvent.click(star(5));
    expect(onChange).toHaveBeenCalledWith(5);
    expect(statuses()).toEqual(['full', 'full', 'void', 'void', 'void']);
  });
});

describe('Rate half stars', () => {
  it('gives n - 0.5 for the left half of star n', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate allowHalf onChange={onChange} />);
    layOut();
    fireEvent.click(star(3), { clientX: 48 + 5, detail: 1 });
    expect(onChange).toHaveBeenCalledWith(2.5);
    expect(statuses()).toEqual(['full', 'full', 'half', 'void', 'void']);
  });

  it('gives n for the right half of star n', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate allowHalf onChange={onChange} />);
    layOut();
    fireEvent.click(star(3), { clientX: 48 + 15, detail: 1 });
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('ignores halves without allowHalf', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate onChange={onChange} />);
    layOut();
    fireEvent.click(star(3), { clientX: 48 + 5, detail: 1 });
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows any fraction when readonly', () => {
    expect(rateStatus(3.7, 4, true, true)).toEqual({ status: 'half', fill: 0.7 });
    renderWithKit(<Rate readonly allowHalf value={3.7} />);
    expect(statuses()).toEqual(['full', 'full', 'full', 'half', 'void']);
  });

  it('shows an editable fraction as half a star from n - 0.5 on', () => {
    expect(rateStatus(3.4, 4, true, false)).toEqual({ status: 'void', fill: 0 });
    expect(rateStatus(3.7, 4, true, false)).toEqual({ status: 'half', fill: 0.5 });
  });
});

describe('Rate states', () => {
  it('takes no input when readonly', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate readonly defaultValue={2} onChange={onChange} />);
    await userEvent.click(star(4));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  });

  it('takes no input when disabled', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate disabled defaultValue={2} onChange={onChange} />);
    await userEvent.click(star(4));
    expect(onChange).not.toHaveBeenCalled();
    expect(star(1)).toHaveAttribute('aria-disabled', 'true');
  });

  it('clears to 0 when the current star is pressed again with clearable', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate clearable defaultValue={3} onChange={onChange} />);
    await userEvent.click(star(3));
    expect(onChange).toHaveBeenCalledWith(0);
    expect(statuses()).toEqual(['void', 'void', 'void', 'void', 'void']);
  });

  it('keeps the value when the current star is pressed again without clearable', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate defaultValue={3} onChange={onChange} />);
    await userEvent.click(star(3));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Rate swipe', () => {
  const swipe = (to: number, dy = 0) => {
    const group = screen.getByRole('radiogroup');
    fireEvent.touchStart(group, { touches: [{ clientX: 2, clientY: 10 }] });
    fireEvent.touchMove(group, { touches: [{ clientX: to, clientY: 10 + dy }] });
    fireEvent.touchEnd(group);
  };

  it(`sets the star under the finger after a sideways move of ${RATE_SWIPE_LOCK_DISTANCE} px`, () => {
    expect(RATE_SWIPE_LOCK_DISTANCE).toBe(10);
    const onChange = vi.fn();
    renderWithKit(<Rate onChange={onChange} />);
    layOut();
    swipe(2 + RATE_SWIPE_LOCK_DISTANCE + 62);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('ignores a move shorter than RATE_SWIPE_LOCK_DISTANCE', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate defaultValue={1} onChange={onChange} />);
    layOut();
    swipe(2 + RATE_SWIPE_LOCK_DISTANCE - 1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores a mostly vertical move (a scroll)', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate onChange={onChange} />);
    layOut();
    swipe(80, 100);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sets half stars by swiping with allowHalf', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate allowHalf onChange={onChange} />);
    layOut();
    swipe(48 + 5);
    expect(onChange).toHaveBeenCalledWith(2.5);
  });

  it('does not swipe when touchable is off', () => {
    const onChange = vi.fn();
    renderWithKit(<Rate touchable={false} onChange={onChange} />);
    layOut();
    swipe(80);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Rate ARIA and keys', () => {
  it('is a radio group of stars with set size and position', () => {
    renderWithKit(<Rate />, { locale: 'en' });
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(star(2)).toHaveAttribute('aria-setsize', '5');
    expect(star(2)).toHaveAttribute('aria-posinset', '2');
    expect(star(2)).toHaveAccessibleName('2 stars');
  });

  it('checks the star that holds the value', () => {
    renderWithKit(<Rate defaultValue={3} />);
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'true',
      'false',
      'false',
    ]);
  });

  it('names a checked half star by the value', () => {
    renderWithKit(<Rate allowHalf defaultValue={2.5} />, { locale: 'en' });
    expect(screen.getByRole('radio', { checked: true })).toHaveAccessibleName('2.5 stars');
  });

  it('keeps one tab stop: the checked star, or the first', () => {
    renderWithKit(<Rate />);
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it('raises the value with ArrowRight and moves focus along', async () => {
    renderWithKit(<Rate defaultValue={2} />);
    star(2).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
    expect(star(3)).toHaveFocus();
  });

  it('lowers the value with ArrowLeft, not below one star', async () => {
    renderWithKit(<Rate defaultValue={2} />);
    star(2).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star(1)).toHaveAttribute('aria-checked', 'true');
  });

  it('steps half a star with each arrow when allowHalf', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate allowHalf defaultValue={2} onChange={onChange} />);
    star(2).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([2.5, 3, 2.5, 2]);
  });

  it('stops at the last star', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate defaultValue={5} onChange={onChange} />);
    star(5).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps with Home and End', async () => {
    renderWithKit(<Rate defaultValue={3} />);
    star(3).focus();
    await userEvent.keyboard('{End}');
    expect(star(5)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(star(1)).toHaveAttribute('aria-checked', 'true');
  });

  it('takes a whole star from Space', async () => {
    const onChange = vi.fn();
    renderWithKit(<Rate allowHalf onChange={onChange} />);
    star(4).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(4);
  });
});

describe('Rate look', () => {
  it('colours full stars with color and empty ones with voidColor', () => {
    renderWithKit(<Rate defaultValue={1} color="#ff0000" voidColor="#00ff00" />);
    expect(star(1).querySelector('svg')).toHaveStyle({ color: '#ff0000' });
    expect(star(2).querySelector('svg')).toHaveStyle({ color: '#00ff00' });
  });

  it('draws full stars filled and empty ones as outlines in the muted text colour', () => {
    renderWithKit(<Rate defaultValue={1} />);
    expect(star(1).querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    expect(star(2).querySelector('svg')).toHaveAttribute('fill', 'none');
    expect(star(2).querySelector('svg')).toHaveStyle({ color: 'var(--sb-color-text-muted)' });
  });

  it('sizes stars with size and spaces them with gutter', () => {
    renderWithKit(<Rate size={32} gutter={10} />);
    expect(star(1).querySelector('svg')).toHaveAttribute('width', '32px');
    expect(star(1)).toHaveStyle({ marginRight: '10px' });
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Rate className="extra" style={{ margin: 3 }} data-testid="r" aria-label="Service" />,
    );
    const root = screen.getByTestId('r');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAccessibleName('Service');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Rate allowHalf defaultValue={3.5} />);
    await expectNoAxeViolations(container);
  });
});
