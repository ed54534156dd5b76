import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a part starts loading: about a flick of the thumb. */
export const NEAR_VIEWPORT_PX = 200;

/**
 * `children` (a lazily loaded part, React.lazy) once its place nears the viewport, or once the
 * player starts moving through the page with Tab (a keyboard walk must not pass a part that is not
 * there yet); until then, and while its chunk loads, an empty block of `height` px, the part's own
 * height, so nothing below it moves when it arrives. For a part below the fold on a phone: the
 * first screen does not wait for its chunk. `now` brings it at once wherever it is: the player
 * asked for what it shows (a history chip asks the verifier for its round).
 */
export function WhenNear({
  height,
  now = false,
  children,
}: {
  height: number;
  now?: boolean;
  children: ReactNode;
}) {
  // Without IntersectionObserver (old browsers, tests) the part comes at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px 0px` },
    );
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [near]);
  const placeholder = <div ref={place} css={{ minHeight: height }} />;
  return near || now ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
