import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LAZY_IMAGE_ATTEMPTS,
  LAZY_IMAGE_CACHE_SIZE,
  LAZY_IMAGE_PRELOAD,
  LAZY_IMAGE_THROTTLE,
  createLazyLoadManager,
  type LazyLoadManager,
  type LazyLoadManagerOptions,
} from './lazyLoadManager';

const VIEWPORT = { width: 400, height: 800 };

/** A loader whose requests the test settles by hand. */
function fakeLoader() {
  const requests: { src: string; load: () => void; fail: () => void }[] = [];
  const loadImage = vi.fn((src: string, onLoad: () => void, onError: () => void) => {
    requests.push({ src, load: onLoad, fail: onError });
  });
  const last = () => {
    const request = requests[requests.length - 1];
    if (!request) throw new Error('no load was requested');
    return request;
  };
  return { loadImage, requests, last };
}

/** An element whose box sits `top` pixels below the viewport's top edge. */
function box(top: number, height = 100) {
  const element = document.createElement('div');
  document.body.append(element);
  const rect = { top, bottom: top + height, left: 0, right: 100 };
  return { element, rect };
}

describe('lazy-load manager', () => {
  let loader: ReturnType<typeof fakeLoader>;
  let manager: LazyLoadManager;
  const rects = new Map<Element, { top: number; bottom: number; left: number; right: number }>();

  const make = (options: LazyLoadManagerOptions = {}) =>
    createLazyLoadManager({
      loadImage: loader.loadImage,
      getViewport: () => VIEWPORT,
      getRect: (element) => rects.get(element) ?? { top: 0, bottom: 0, left: 0, right: 0 },
      ...options,
    });

  const place = (top: number, height = 100) => {
    const { element, rect } = box(top, height);
    rects.set(element, rect);
    return { element, rect };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    loader = fakeLoader();
    manager = make();
  });

  afterEach(() => {
    manager.destroy();
    rects.clear();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('preloads within 1.3 viewport heights', () => {
    expect(LAZY_IMAGE_PRELOAD).toBe(1.3);
    expect(manager.preLoad).toBe(LAZY_IMAGE_PRELOAD);
    const near = place(VIEWPORT.height * LAZY_IMAGE_PRELOAD - 1);
    const far = place(VIEWPORT.height * LAZY_IMAGE_PRELOAD);
    manager.add(near.element, 'near.png', vi.fn());
    manager.add(far.element, 'far.png', vi.fn());
    expect(loader.requests.map((r) => r.src)).toEqual(['near.png']);
  });

  it('does not load an image that is scrolled past, above the viewport', () => {
    const above = place(-300, 100);
    manager.add(above.element, 'above.png', vi.fn());
    expect(loader.loadImage).not.toHaveBeenCalled();
  });

  it('starts loading when a scroll brings the image near', () => {
    const { element, rect } = place(2000);
    manager.add(element, 'a.png', vi.fn());
    expect(loader.loadImage).not.toHaveBeenCalled();
    rect.top = 900;
    rect.bottom = 1000;
    window.dispatchEvent(new Event('scroll'));
    expect(loader.requests.map((r) => r.src)).toEqual(['a.png']);
  });

  it('throttles scroll checks to one per 200 ms, with a trailing check', () => {
    expect(LAZY_IMAGE_THROTTLE).toBe(200);
    const { element, rect } = place(2000);
    manager.add(element, 'a.png', vi.fn());
    const check = vi.spyOn(manager, 'check');
    window.dispatchEvent(new Event('scroll'));
    expect(check).toHaveBeenCalledTimes(1);
    rect.top = 100;
    rect.bottom = 200;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(check).toHaveBeenCalledTimes(1);
    expect(loader.loadImage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LAZY_IMAGE_THROTTLE - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(loader.requests.map((r) => r.src)).toEqual(['a.png']);
  });

  it('listens on the scroll parent as well as the window', () => {
    const scroller = document.createElement('div');
    scroller.style.overflowY = 'auto';
    document.body.append(scroller);
    const { element, rect } = place(2000);
    scroller.append(element);
    manager.add(element, 'a.png', vi.fn());
    rect.top = 10;
    rect.bottom = 110;
    scroller.dispatchEvent(new Event('scroll'));
    expect(loader.requests.map((r) => r.src)).toEqual(['a.png']);
  });

  it('stops listening once nothing waits', () => {
    const { element, rect } = place(2000);
    const stop = manager.add(element, 'a.png', vi.fn());
    const check = vi.spyOn(manager, 'check');
    stop();
    rect.top = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(check).not.toHaveBeenCalled();
    expect(manager.pending).toBe(0);
  });

  it('reports loaded and remembers the URL', () => {
    const listener = vi.fn();
    manager.add(place(0).element, 'a.png', listener);
    expect(manager.isCached('a.png')).toBe(false);
    loader.last().load();
    expect(listener).toHaveBeenCalledWith('loaded');
    expect(manager.isCached('a.png')).toBe(true);
    expect(manager.pending).toBe(0);
  });

  it('reports a remembered URL loaded at once, without loading again', () => {
    manager.remember('a.png');
    const listener = vi.fn();
    manager.add(place(5000).element, 'a.png', listener);
    expect(listener).toHaveBeenCalledWith('loaded');
    expect(loader.loadImage).not.toHaveBeenCalled();
  });

  it('remembers the last 200 loaded URLs, forgetting the least recently used', () => {
    expect(LAZY_IMAGE_CACHE_SIZE).toBe(200);
    for (let i = 0; i < LAZY_IMAGE_CACHE_SIZE; i += 1) manager.remember(`${i}.png`);
    manager.remember('0.png'); // used again: now the most recent
    manager.remember('new.png');
    expect(manager.isCached('0.png')).toBe(true);
    expect(manager.isCached('1.png')).toBe(false);
    expect(manager.isCached('2.png')).toBe(true);
    expect(manager.isCached('new.png')).toBe(true);
  });

  it('tries a failing URL 3 times in all, then reports the error', () => {
    expect(LAZY_IMAGE_ATTEMPTS).toBe(3);
    const listener = vi.fn();
    manager.add(place(0).element, 'broken.png', listener);
    for (let attempt = 1; attempt < LAZY_IMAGE_ATTEMPTS; attempt += 1) {
      loader.last().fail();
      expect(listener).not.toHaveBeenCalled();
    }
    expect(loader.loadImage).toHaveBeenCalledTimes(LAZY_IMAGE_ATTEMPTS);
    loader.last().fail();
    expect(listener).toHaveBeenCalledExactlyOnceWith('error');
    window.dispatchEvent(new Event('scroll'));
    expect(loader.loadImage).toHaveBeenCalledTimes(LAZY_IMAGE_ATTEMPTS);
  });

  it('shows the image when a retry succeeds', () => {
    const listener = vi.fn();
    manager.add(place(0).element, 'flaky.png', listener);
    loader.last().fail();
    loader.last().load();
    expect(listener).toHaveBeenCalledExactlyOnceWith('loaded');
  });

  it('starts no second load while one is under way', () => {
    manager.add(place(0).element, 'a.png', vi.fn());
    manager.check();
    expect(loader.loadImage).toHaveBeenCalledTimes(1);
  });

  it('reports nothing after the image stopped watching', () => {
    const listener = vi.fn();
    const stop = manager.add(place(0).element, 'a.png', listener);
    stop();
    loader.last().load();
    expect(listener).not.toHaveBeenCalled();
  });

  it('takes other settings through createLazyLoadManager', () => {
    const custom = make({ preLoad: 1, attempts: 1 });
    const listener = vi.fn();
    custom.add(place(VIEWPORT.height + 10).element, 'below.png', vi.fn());
    custom.add(place(0).element, 'x.png', listener);
    expect(loader.requests.map((r) => r.src)).toEqual(['x.png']);
    loader.last().fail();
    expect(listener).toHaveBeenCalledWith('error');
    custom.destroy();
  });
});
