import { useTheme } from '@emotion/react';
import type { GoodsSummary } from '@skinbox/api';
import { LazyImage } from '@skinbox/ui';
import { qualityColor, splitName } from './quality';

export interface GoodsPictureProps {
  goods: Pick<GoodsSummary, 'name' | 'image' | 'quality'>;
  /** Side of the square in CSS pixels or any length. */
  size?: number | string;
}

type Goods = GoodsPictureProps['goods'];

/** The item's name on a glow of its rarity colour (DESIGN section 2), for a missing picture. */
function NamedPlaceholder({ goods }: { goods: Goods }) {
  const { main, sub } = splitName(goods.name);
  return (
    <span
      aria-hidden
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        padding: theme.space.xs,
        background: `radial-gradient(circle at 50% 35%, ${qualityColor(theme, goods.quality)} 0%, transparent 70%), ${theme.color.surfaceRaised}`,
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
  );
}

/**
 * An item's picture through the kit's LazyImage (loaded near the viewport, 3 attempts, SPEC
 * section 8), and the named placeholder when it has none or the last attempt fails.
 */
export function GoodsPicture({ goods, size = '100%' }: GoodsPictureProps) {
  const theme = useTheme();
  const box = { width: size, aspectRatio: '4 / 3', display: 'block' } as const;
  if (goods.image === '')
    return (
      <span
        role="img"
        aria-label={goods.name}
        css={{ ...box, overflow: 'hidden', borderRadius: theme.radius.sm }}
      >
        <NamedPlaceholder goods={goods} />
      </span>
    );
  return (
    <LazyImage
      src={goods.image}
      alt={goods.name}
      fit="contain"
      error={<NamedPlaceholder goods={goods} />}
      style={{ ...box, borderRadius: theme.radius.sm }}
    />
  );
}
