/** The element that scrolls `node` into view: the nearest overflow auto/scroll ancestor, or the window. */
export function getScrollParent(node: Element): Element | Window {
  let current = node.parentElement;
  while (current && current !== document.body && current !== document.documentElement) {
    const { overflowY } = window.getComputedStyle(current);
    if (/auto|scroll|overlay/.test(overflowY)) return current;
    current = current.parentElement;
  }
  return window;
}

/** The visible box of a scroll parent; the window's is the viewport. */
export function rectOf(target: Element | Window): { top: number; bottom: number; height: number } {
  if (target instanceof Element) return target.getBoundingClientRect();
  return { top: 0, bottom: window.innerHeight, height: window.innerHeight };
}

export function getScrollTop(target: Element | Window): number {
  return target instanceof Element ? target.scrollTop : window.scrollY;
}
