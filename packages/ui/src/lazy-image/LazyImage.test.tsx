import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { LazyImage } from './LazyImage';
import {
  LAZY_IMAGE_ATTEMPTS,
  createLazyLoadManager,
  type LazyLoadManager,
} from './lazyLoadManager';

describe('LazyImage', () => {
  let requests: { src: string; load: () => void; fail: () => void }[];
  let manager: LazyLoadManager;
  let inView: boolean;
  const request = (index: number) => {
    const found = requests[index];
    if (!found) throw new Error(`no load request #${index}`);
    return found;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    requests = [];
    inView = true;
    manager = createLazyLoadManager({
      loadImage: (src, load, fail) => {
        requests.push({ src, load, fail });
      },
      getViewport: () => ({ width: 400, height: 800 }),
      getRect: () =>
        inView
          ? { top: 0, bottom: 100, left: 0, right: 100 }
          : { top: 5000, bottom: 5100, left: 0, right: 100 },
    });
  });

  afterEach(() => {
    manager.destroy();
    vi.useRealTimers();
  });

  it('shows a placeholder named by alt while loading', () => {
    renderWithKit(<LazyImage src="a.png" alt="AK-47 Redline" manager={manager} />);
    expect(screen.getByRole('img', { name: 'AK-47 Redline' })).not.toHaveAttribute('src');
    expect(screen.getByRole('img', { name: 'AK-47 Redline' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the image and calls onLoad once loaded', () => {
    const onLoad = vi.fn();
    renderWithKit(<LazyImage src="a.png" alt="Knife" manager={manager} onLoad={onLoad} />);
    act(() => request(0).load());
    expect(screen.getByRole('img', { name: 'Knife' })).toHaveAttribute('src', 'a.png');
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('does not load while far below the viewport, and loads after a scroll brings it near', () => {
    inView = false;
    renderWithKit(<LazyImage src="a.png" alt="Knife" manager={manager} />);
    expect(requests).toHaveLength(0);
    inView = true;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(requests.map((r) => r.src)).toEqual(['a.png']);
  });

  it('loads an eager image at once, far outside the viewport, so its error picture shows in time', () => {
    inView = false;
    renderWithKit(<LazyImage src="far.png" alt="Reel tile" eager manager={manager} />);
    for (let attempt = 0; attempt < LAZY_IMAGE_ATTEMPTS; attempt++) {
      act(() => request(attempt).fail());
    }
    expect(screen.getByRole('img', { name: 'Reel tile' }).closest('[data-state]')).toHaveAttribute(
      'data-state',
      'error',
    );
  });

  it('shows a remembered URL at once, without a placeholder, and still calls onLoad', () => {
    manager.remember('seen.png');
    const onLoad = vi.fn();
    renderWithKit(<LazyImage src="seen.png" alt="Glove" manager={manager} onLoad={onLoad} />);
    expect(screen.getByRole('img', { name: 'Glove' })).toHaveAttribute('src', 'seen.png');
    expect(requests).toHaveLength(0);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('shows the error image after 3 failed attempts and calls onError', () => {
    const onError = vi.fn();
    renderWithKit(
      <LazyImage
        src="broken.png"
        alt="Case"
        error="error.svg"
        manager={manager}
        onError={onError}
      />,
    );
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS - 1; i += 1) act(() => request(i).fail());
    expect(screen.getByRole('img', { name: 'Case' })).not.toHaveAttribute('src');
    act(() => request(LAZY_IMAGE_ATTEMPTS - 1).fail());
    expect(requests).toHaveLength(LAZY_IMAGE_ATTEMPTS);
    expect(screen.getByRole('img', { name: 'Case' })).toHaveAttribute('src', 'error.svg');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('takes loading and error nodes instead of images', () => {
    renderWithKit(
      <LazyImage
        src="broken.png"
        alt="Case"
        loading={<b>wait</b>}
        error={<b>gone</b>}
        manager={manager}
      />,
    );
    expect(screen.getByText('wait')).toBeInTheDocument();
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS; i += 1) act(() => request(i).fail());
    expect(screen.getByRole('img', { name: 'Case' })).toHaveTextContent('gone');
  });

  it('loads the new URL when src changes', () => {
    const { rerender } = renderWithKit(<LazyImage src="a.png" alt="Skin" manager={manager} />);
    act(() => request(0).load());
    rerender(<LazyImage src="b.png" alt="Skin" manager={manager} />);
    expect(screen.getByRole('img', { name: 'Skin' })).not.toHaveAttribute('src');
    expect(requests.map((r) => r.src)).toEqual(['a.png', 'b.png']);
    act(() => request(1).load());
    expect(screen.getByRole('img', { name: 'Skin' })).toHaveAttribute('src', 'b.png');
  });

  it('sizes, fits and rounds the image', () => {
    manager.remember('a.png');
    renderWithKit(
      <LazyImage
        src="a.png"
        alt="Round"
        width={64}
        height="4rem"
        fit="cover"
        round
        manager={manager}
        data-testid="root"
      />,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveStyle({ width: '64px', height: '4rem' });
    expect(getComputedStyle(root).borderRadius).toBe('var(--sb-radius-round)');
    expect(getComputedStyle(screen.getByRole('img')).objectFit).toBe('cover');
  });

  it('uses the shared manager by default', async () => {
    const { lazyLoadManager } = await import('./lazyLoadManager');
    lazyLoadManager.remember('shared.png');
    renderWithKit(<LazyImage src="shared.png" alt="Shared" />);
    expect(screen.getByRole('img', { name: 'Shared' })).toHaveAttribute('src', 'shared.png');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <LazyImage
        src="a.png"
        alt="x"
        manager={manager}
        className="extra"
        style={{ margin: 3 }}
        data-testid="root"
        aria-describedby="hint"
      />,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations while loading, loaded or failed', async () => {
    const { container } = renderWithKit(
      <div>
        <LazyImage src="a.png" alt="Loading" manager={manager} />
        <LazyImage src="b.png" alt="Loaded" manager={manager} />
        <LazyImage src="c.png" alt="Failed" manager={manager} />
      </div>,
    );
    act(() => request(1).load());
    for (let i = 0; i < LAZY_IMAGE_ATTEMPTS; i += 1) act(() => request(requests.length - 1).fail());
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
