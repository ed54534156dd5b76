import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { STORY_ITEMS, storyItem } from '../testing/storyItems';
import { Reel } from './Reel';
import { REEL_DURATION, REEL_HOLD_MS, REEL_WIN_INDEX, buildReelStrip } from './reelModel';

const tiles = buildReelStrip(STORY_ITEMS, storyItem('Karambit'), 42);

describe('Reel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every tile of the strip, the won one at the win index', () => {
    renderWithKit(<Reel tiles={tiles} spinKey={1} />);
    const strip = screen.getByTestId('reel-strip');
    expect(strip.children).toHaveLength(tiles.length);
    expect(strip.children[REEL_WIN_INDEX]).toHaveAttribute('data-won', 'true');
  });

  it('stops once, REEL_DURATION after the start', () => {
    const onStop = vi.fn();
    renderWithKit(<Reel tiles={tiles} spinKey={1} onStop={onStop} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION - 1));
    expect(onStop).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onStop).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('stops at once, lit and without the hold, when the animation switch is off', () => {
    const onStop = vi.fn();
    const onHeld = vi.fn();
    renderWithKit(
      <Reel tiles={tiles} spinKey={1} animate={false} onStop={onStop} onHeld={onHeld} />,
    );
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reel')).toHaveAttribute('data-landed', 'true');
  });

  it('holds the won tile lit for REEL_HOLD_MS after it lands, the others dimmed', () => {
    const onStop = vi.fn();
    const onHeld = vi.fn();
    renderWithKit(<Reel tiles={tiles} spinKey={1} onStop={onStop} onHeld={onHeld} />);
    const reel = screen.getByTestId('reel');
    expect(reel).not.toHaveAttribute('data-landed');
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(reel).toHaveAttribute('data-landed', 'true');
    const strip = screen.getByTestId('reel-strip');
    expect((strip.children[REEL_WIN_INDEX] as HTMLElement).style.boxShadow).not.toBe('');
    expect((strip.children[0] as HTMLElement).style.opacity).toBe('0.35');
    act(() => vi.advanceTimersByTime(REEL_HOLD_MS - 1));
    expect(onHeld).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHeld).toHaveBeenCalledTimes(1);
  });

  it('never calls back once it is gone, mid-hold', () => {
    const onHeld = vi.fn();
    const { unmount } = renderWithKit(<Reel tiles={tiles} spinKey={1} onHeld={onHeld} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    unmount();
    act(() => vi.advanceTimersByTime(REEL_HOLD_MS));
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('runs upwards in a narrow column with picture-only tiles', () => {
    renderWithKit(<Reel tiles={tiles} spinKey={1} orientation="vertical" tileWidth={72} />);
    const strip = screen.getByTestId('reel-strip');
    expect(screen.getByTestId('reel')).toHaveAttribute('data-orientation', 'vertical');
    expect(strip.style.transform).toMatch(/^translateY\(/);
    expect(strip.children[REEL_WIN_INDEX]).toHaveAttribute('data-won', 'true');
    // No names: the column is too narrow for them; the reveal says what was won.
    expect(strip.textContent).toBe('');
  });

  it('skips to the stop when the animation is switched off mid-spin', () => {
    const onStop = vi.fn();
    const { rerender } = renderWithKit(<Reel tiles={tiles} spinKey={1} onStop={onStop} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION / 2));
    rerender(<Reel tiles={tiles} spinKey={1} animate={false} onStop={onStop} />);
    expect(onStop).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the system asks for reduced motion', () => {
    window.matchMedia = vi.fn().mockReturnValue({
      matches: true,
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const onStop = vi.fn();
    renderWithKit(<Reel tiles={tiles} spinKey={1} onStop={onStop} />);
    expect(onStop).toHaveBeenCalledTimes(1);
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('spins again for a new spin key', () => {
    const onStop = vi.fn();
    const { rerender } = renderWithKit(<Reel tiles={tiles} spinKey={1} onStop={onStop} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    rerender(<Reel tiles={tiles} spinKey={2} onStop={onStop} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION));
    expect(onStop).toHaveBeenCalledTimes(2);
  });

  it('holds a still frame without stopping', () => {
    const onStop = vi.fn();
    renderWithKit(<Reel tiles={tiles} frame={0.5} onStop={onStop} />);
    act(() => vi.advanceTimersByTime(REEL_DURATION * 2));
    expect(onStop).not.toHaveBeenCalled();
  });

  it('loads every tile picture at once, so no tile waits for a scroll that never comes', () => {
    renderWithKit(<Reel tiles={tiles} spinKey={1} />);
    const pictures = screen.getByTestId('reel-strip').querySelectorAll('[data-state]');
    expect(pictures).toHaveLength(tiles.length);
  });

  it('is hidden from assistive technology and has no accessibility violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithKit(<Reel tiles={tiles} animate={false} />);
    expect(screen.getByTestId('reel')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });
});
