import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { STORY_ITEMS, storyItem } from '../testing/storyItems';
import { Reel } from './Reel';
import { REEL_DURATION, REEL_WIN_INDEX, buildReelStrip } from './reelModel';

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

  it('stops at once when the animation switch is off', () => {
    const onStop = vi.fn();
    renderWithKit(<Reel tiles={tiles} spinKey={1} animate={false} onStop={onStop} />);
    expect(onStop).toHaveBeenCalledTimes(1);
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
