import type { Banner } from '@skinbox/api';
import { LazyImage } from '@skinbox/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { homeMessages } from './messages';

/** How long each banner shows before the next slides in (while animations are on). */
export const HERO_SLIDE_MS = 6000;

/** A banner's picture; a link when the banner has one (inside the site or out of it). */
function Slide({ banner, layout, eager }: { banner: Banner; layout: Layout; eager: boolean }) {
  const picture = (
    <LazyImage
      src={banner.image}
      alt={banner.title}
      fit="cover"
      eager={eager}
      width="100%"
      height="100%"
      // The art keeps its subject on the right; the headline sits on the left.
      css={{ background: 'transparent', '& img': { objectPosition: '70% 50%' } }}
    />
  );
  if (banner.link === '') return picture;
  if (/^https?:\/\//.test(banner.link))
    return (
      <a
        href={banner.link}
        rel="noopener noreferrer"
        target="_blank"
        css={{ display: 'block', height: '100%' }}
      >
        {picture}
      </a>
    );
  return (
    <Link to={`/${layout}${banner.link}`} css={{ display: 'block', height: '100%' }}>
      {picture}
    </Link>
  );
}

/**
 * The home's hero: the operator's banners as slides (seeded art until they add their own) under
 * the site's headline. Slides scroll with a swipe or the dots and advance by themselves every
 * HERO_SLIDE_MS while animations are on, the page is in view and no pointer rests on them.
 */
export function HeroBanners({
  layout,
  banners,
  animate,
  children,
}: {
  layout: Layout;
  banners: readonly Banner[];
  animate: boolean;
  /** The headline over the slides. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState(0);
  const [resting, setResting] = useState(false);
  const count = banners.length;

  const show = (index: number) => {
    const element = track.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: animate ? 'smooth' : 'auto' });
  };

  // A pointer resting on the slides or focus inside them holds them still.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const rest = () => setResting(true);
    const go = () => setResting(false);
    const events = [
      ['pointerenter', rest],
      ['pointerleave', go],
      ['focusin', rest],
      ['focusout', go],
    ] as const;
    for (const [name, listener] of events) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    if (!animate || resting || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const element = track.current;
      if (!element) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, HERO_SLIDE_MS);
    return () => clearInterval(timer);
  }, [animate, resting, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(homeMessages.slides)}
      ref={root}
      css={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        // A phone shows the art's right part behind the headline; desktop a strip of it.
        aspectRatio: layout === 'm' ? '16 / 9' : '4 / 1',
      })}
    >
      <div
        ref={track}
        onScroll={(event) => {
          const element = event.currentTarget;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
        css={{
          display: 'flex',
          height: '100%',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(homeMessages.slide, { index: index + 1, count })}
            css={{ flex: '0 0 100%', height: '100%', scrollSnapAlign: 'start' }}
          >
            <Slide banner={banner} layout={layout} eager={index === 0} />
          </div>
        ))}
      </div>
      <div
        css={(theme) => ({
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: theme.space.sm,
          maxWidth: layout === 'm' ? '72%' : '46%',
          padding: layout === 'm' ? theme.space.lg : theme.space.xxl,
          background: `linear-gradient(90deg, ${theme.color.background} 10%, color-mix(in srgb, ${theme.color.background} 60%, transparent) 70%, transparent 100%)`,
          pointerEvents: 'none',
          '& a, & button': { pointerEvents: 'auto' },
        })}
      >
        {children}
      </div>
      {count > 1 && (
        <div
          css={(theme) => ({
            position: 'absolute',
            bottom: theme.space.sm,
            right: theme.space.md,
            display: 'flex',
            gap: 2,
          })}
        >
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={intl.formatMessage(homeMessages.slide, { index: index + 1, count })}
              aria-current={index === current}
              onClick={() => show(index)}
              css={(theme) => ({
                width: 24,
                height: 24,
                padding: 0,
                border: 0,
                background: 'none',
                cursor: 'pointer',
                '&::after': {
                  content: '""',
                  display: 'block',
                  width: index === current ? 16 : 8,
                  height: 8,
                  margin: '0 auto',
                  borderRadius: theme.radius.round,
                  background: index === current ? theme.color.primary : theme.color.textMuted,
                  transition: `width ${theme.motion.fast}`,
                },
                '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
              })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
