import type { GoodsSummary } from '@skinbox/api';
import { useState } from 'react';
import { qualityColor, splitName } from './quality';

export interface GoodsPictureProps {
  goods: Pick<GoodsSummary, 'name' | 'image' | 'quality'>;
  /** Side of the square in CSS pixels or any length. */
  size?: number | string;
}

/**
 * An item's picture, or, once it fails to load, a generated placeholder in the rarity colour with
 * the item's name (DESIGN section 2). The kit's LazyImage (retries 3 times, SPEC section 8) will
 * take over the loading part once UI-A ships it with an error-image prop (asked in coord NOTES).
 */
export function GoodsPicture({ goods, size = '100%' }: GoodsPictureProps) {
  const [failed, setFailed] = useState(goods.image === '');
  const { main, sub } = splitName(goods.name);
  const box = { width: size, aspectRatio: '4 / 3', display: 'block' } as const;
  if (failed)
    return (
      <span
        role="img"
        aria-label={goods.name}
        css={(theme) => ({
          ...box,
          position: 'relative',
          overflow: 'hidden',
          borderRadius: theme.radius.sm,
          background: `radial-gradient(circle at 50% 35%, ${qualityColor(theme, goods.quality)} 0%, transparent 70%), ${theme.color.surfaceRaised}`,
        })}
      >
        <span
          aria-hidden
          css={(theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            padding: theme.space.xs,
            color: theme.color.text,
            fontFamily: theme.fontFamily,
            fontSize: theme.fontSize.sm,
            fontWeight: 700,
            textAlign: 'center',
            textShadow: '0 1px 2px rgba(0,0,0,0.8)',
            lineHeight: 1.2,
            wordBreak: 'break-word',
          })}
        >
          <span>{main}</span>
          {sub && <span css={{ fontWeight: 400, opacity: 0.85 }}>{sub}</span>}
        </span>
      </span>
    );
  return (
    <img
      src={goods.image}
      alt={goods.name}
      loading="lazy"
      onError={() => setFailed(true)}
      css={(theme) => ({
        ...box,
        objectFit: 'contain',
        borderRadius: theme.radius.sm,
        // The placeholder's ground while the picture loads.
        background: theme.color.surfaceRaised,
      })}
    />
  );
}
