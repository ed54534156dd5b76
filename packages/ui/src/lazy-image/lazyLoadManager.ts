/**
 * The lazy-load manager behind `LazyImage`, with vue-lazyload's semantics as Vant uses them:
 * an image starts loading once its top is within PRELOAD × the viewport height, scroll checks are
 * throttled, the last loaded URLs are remembered so they show at once, and a failing URL is tried
 * a fixed number of times before the error image shows.
 *
 * Plain logic, no React: the component only registers its element and renders the state it is told.
 * It works from scroll checks (not IntersectionObserver), because the throttled scroll path is part
 * of the product's contract.
 */

/** An image loads when its top is within 1.3 × the viewport height (vue-lazyload `preLoad`). */
export const LAZY_IMAGE_PRELOAD = 1.3;
/** Scroll, resize and similar events trigger at most one visibility check per 200 ms. */
export const LAZY_IMAGE_THROTTLE = 200;
/** How many loaded URLs are remembered, so that they show at once without a placeholder. */
export const LAZY_IMAGE_CACHE_SIZE = 200;
/** Attempts in total for a failing URL before the error image shows. */
export const LAZY_IMAGE_ATTEMPTS = 3;
/** The events that trigger a check, on the window and on each image's scroll parent. */
export const LAZY_IMAGE_EVENTS = [
  'scroll',
  'wheel',
  'mousewheel',
  'resize',
  'animationend',
  'transitionend',
  'touchmove',
] as const;

export type LazyImageState = 'loading' | 'loaded' | 'error';

/**
 * Starts loading `src` and calls exactly one of the callbacks. It may return a function that
 * aborts the load; any other return value is ignored.
 */
export type ImageLoader = (src: string, onLoad: () => void, onError: () => void) => unknown;

export interface LazyLoadManagerOptions {
  preLoad?: number;
  throttleWait?: number;
  cacheSize?: number;
  attempts?: number;
  events?: readonly string[];
  /** Loads one URL; `new Image()` by default. Tests pass a fake. */
  loadImage?: ImageLoader;
  /** The viewport size; the window's inner size by default. */
  getViewport?: () => { width: number; height: number };
  /** The element's box; `getBoundingClientRect()` by default. */
  getRect?: (element: Element) => { top: number; bottom: number; left: number; right: number };
}

export type LazyImageListener = (state: LazyImageState) => void;

interface Target {
  element: Element;
  src: string;
  listener: LazyImageListener;
  scrollParent: EventTarget | null;
  attempts: number;
  state: LazyImageState;
  /** An attempt is under way. */
  busy: boolean;
  /** Loads without waiting to come into view. */
  eager: boolean;
  abort?: () => void;
}

/** Loads with a detached `Image`: the browser keeps the bytes, so the real `<img>` shows at once. */
export const browserImageLoader: ImageLoader = (src, onLoad, onError) => {
  const image = new Image();
  image.onload = () => onLoad();
  image.onerror = () => onError();
  image.src = src;
  return () => {
    image.onload = null;
    image.onerror = null;
  };
};

/**
 * For each element asked about in the current task, the nearest element at or above it that
 * scrolls vertically. A grid of images mounts in one task and shares its ancestors: each
 * ancestor's computed style is read once instead of once per image.
 */
let scrollingAtOrAbove: Map<Element, HTMLElement | null> | null = null;

function scrollingCache(): Map<Element, HTMLElement | null> {
  if (!scrollingAtOrAbove) {
    scrollingAtOrAbove = new Map();
    // Styles may change after this task: the answers are not kept beyond it.
    queueMicrotask(() => {
      scrollingAtOrAbove = null;
    });
  }
  return scrollingAtOrAbove;
}

/** The nearest ancestor that scrolls vertically, or null when only the window scrolls. */
export function getScrollParent(element: Element): HTMLElement | null {
  const known = scrollingCache();
  const visited: Element[] = [];
  let node = element.parentElement;
  let found: HTMLElement | null = null;
  while (node && node !== document.body && node !== document.documentElement) {
    const cached = known.get(node);
    if (cached !== undefined) {
      found = cached;
      break;
    }
    visited.push(node);
    if (/auto|scroll|overlay/.test(getComputedStyle(node).overflowY)) {
      found = node;
      break;
    }
    node = node.parentElement;
  }
  for (const ancestor of visited) known.set(ancestor, found);
  return found;
}

/** Leading and trailing throttle: runs at once, then at most once per `wait` ms. */
function throttle(action: () => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = -Infinity;
  const run = () => {
    timer = undefined;
    lastRun = Date.now();
    action();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const elapsed = Date.now() - lastRun;
    if (elapsed >= wait) run();
    else timer = setTimeout(run, wait - elapsed);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}

export class LazyLoadManager {
  readonly preLoad: number;
  readonly throttleWait: number;
  readonly cacheSize: number;
  readonly attempts: number;
  private readonly events: readonly string[];
  private readonly loadImage: ImageLoader;
  private readonly getViewport: () => { width: number; height: number };
  private readonly getRect: NonNullable<LazyLoadManagerOptions['getRect']>;
  private readonly targets = new Set<Target>();
  /** Insertion-ordered: the first key is the least recently used. */
  private readonly cache = new Map<string, true>();
  /** Each listened element (window or a scroll parent) and how many targets use it. */
  private readonly listened = new Map<EventTarget, number>();
  /** Throttled: what the scroll, resize… events call. */
  readonly handleEvent: ReturnType<typeof throttle>;

  constructor({
    preLoad = LAZY_IMAGE_PRELOAD,
    throttleWait = LAZY_IMAGE_THROTTLE,
    cacheSize = LAZY_IMAGE_CACHE_SIZE,
    attempts = LAZY_IMAGE_ATTEMPTS,
    events = LAZY_IMAGE_EVENTS,
    loadImage = browserImageLoader,
    getViewport = () => ({ width: window.innerWidth, height: window.innerHeight }),
    getRect = (element) => element.getBoundingClientRect(),
  }: LazyLoadManagerOptions = {}) {
    this.preLoad = preLoad;
    this.throttleWait = throttleWait;
    this.cacheSize = cacheSize;
    this.attempts = attempts;
    this.events = events;
    this.loadImage = loadImage;
    this.getViewport = getViewport;
    this.getRect = getRect;
    this.handleEvent = throttle(() => this.check(), throttleWait);
  }

  /** Whether `src` loaded recently enough to be remembered. */
  isCached(src: string): boolean {
    return this.cache.has(src);
  }

  /** Remembers `src` as the most recently used, forgetting the oldest beyond the cache size. */
  remember(src: string) {
    this.cache.delete(src);
    this.cache.set(src, true);
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
  }

  /** vue-lazyload's test: the box starts within preLoad × the viewport and has not passed it. */
  isInView(element: Element): boolean {
    const rect = this.getRect(element);
    const { width, height } = this.getViewport();
    return (
      rect.top < height * this.preLoad &&
      rect.bottom >= 0 &&
      rect.left < width * this.preLoad &&
      rect.right >= 0
    );
  }

  /**
   * Watches `element` and reports the state of `src` to `listener`. A cached URL is reported
   * loaded at once. Returns the function that stops watching. An `eager` image loads at once,
   * wherever it is: a reel moves its tiles with transforms, which fire no scroll event, so a tile
   * far to the right would otherwise start loading (and show its error picture) only after the
   * spin ends.
   */
  add(
    element: Element,
    src: string,
    listener: LazyImageListener,
    { eager = false }: { eager?: boolean } = {},
  ): () => void {
    const target: Target = {
      element,
      src,
      listener,
      scrollParent: null,
      attempts: 0,
      state: 'loading',
      busy: false,
      eager,
    };
    if (this.isCached(src)) {
      this.remember(src);
      target.state = 'loaded';
      listener('loaded');
      return () => {};
    }
    this.targets.add(target);
    target.scrollParent = typeof document === 'undefined' ? null : getScrollParent(element);
    if (typeof window !== 'undefined') this.listen(window);
    if (target.scrollParent) this.listen(target.scrollParent);
    this.checkTarget(target);
    return () => this.remove(target);
  }

  /** Checks every watched image now and starts those in view. */
  check() {
    for (const target of [...this.targets]) this.checkTarget(target);
  }

  /** Stops all listening and loading, e.g. between tests. */
  destroy() {
    this.handleEvent.cancel();
    for (const target of [...this.targets]) this.remove(target);
  }

  /** How many images are still watched (not yet loaded or failed). */
  get pending(): number {
    return this.targets.size;
  }

  private checkTarget(target: Target) {
    if (target.busy || !this.targets.has(target)) return;
    if (!target.eager && !this.isInView(target.element)) return;
    this.attempt(target);
  }

  private attempt(target: Target) {
    if (this.isCached(target.src)) {
      this.settle(target, 'loaded');
      return;
    }
    target.busy = true;
    target.attempts += 1;
    let done = false;
    const abort = this.loadImage(
      target.src,
      () => {
        if (done) return;
        done = true;
        target.busy = false;
        this.remember(target.src);
        this.settle(target, 'loaded');
      },
      () => {
        if (done) return;
        done = true;
        target.busy = false;
        if (!this.targets.has(target)) return;
        if (target.attempts < this.attempts) this.attempt(target);
        else this.settle(target, 'error');
      },
    );
    target.abort = typeof abort === 'function' ? (abort as () => void) : undefined;
  }

  private settle(target: Target, state: LazyImageState) {
    if (!this.targets.has(target)) return;
    this.remove(target);
    target.state = state;
    target.listener(state);
  }

  private remove(target: Target) {
    if (!this.targets.delete(target)) return;
    if (target.busy) target.abort?.();
    target.busy = false;
    if (typeof window !== 'undefined') this.unlisten(window);
    if (target.scrollParent) this.unlisten(target.scrollParent);
    if (this.targets.size === 0) this.handleEvent.cancel();
  }

  private listen(element: EventTarget) {
    const count = this.listened.get(element) ?? 0;
    this.listened.set(element, count + 1);
    if (count > 0) return;
    for (const event of this.events) {
      element.addEventListener(event, this.handleEvent, { passive: true });
    }
  }

  private unlisten(element: EventTarget) {
    const count = this.listened.get(element) ?? 0;
    if (count > 1) {
      this.listened.set(element, count - 1);
      return;
    }
    this.listened.delete(element);
    for (const event of this.events) element.removeEventListener(event, this.handleEvent);
  }
}

export function createLazyLoadManager(options?: LazyLoadManagerOptions): LazyLoadManager {
  return new LazyLoadManager(options);
}

/** The instance every `LazyImage` shares unless given another. Listens only while images wait. */
export const lazyLoadManager = createLazyLoadManager();
