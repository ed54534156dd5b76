import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { Price } from '../price/Price';
import { Skeleton } from '../skeleton/Skeleton';
import { ITEM_TILE_WIDTH, oneLine, tileBox, type ItemTileSize } from './ItemTile';

export interface ItemTileSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  size?: ItemTileSize;
  fill?: boolean;
  /** The lines the loaded tile will show under its name, so the skeleton is as tall. */
  lines?: { wear?: boolean; price?: boolean; note?: boolean };
  animated?: boolean;
}

const NBSP = '\u00a0';

/**
 * An ItemTile that has not arrived: the same box, a 4:3 picture block and one bar per line, each
 * line in the tile's own font so the tile that replaces it is exactly as tall.
 */
export function ItemTileSkeleton({
  size = 'medium',
  fill = false,
  lines = { wear: true, price: true },
  animated = true,
  ...rest
}: ItemTileSkeletonProps) {
  const width = ITEM_TILE_WIDTH[size];
  const small = (theme: Theme) => ({ fontSize: theme.fontSize.xs });
  return (
    <div
      aria-hidden
      css={(theme: Theme) => [
        tileBox(theme, size, fill),
        { borderBottomColor: theme.color.border, background: theme.color.surface },
      ]}
      {...rest}
    >
      <Skeleton
        animated={animated}
        {...(fill ? { aspectRatio: '4 / 3' } : { height: Math.round(((width - 8) * 3) / 4) })}
      />
      <span css={oneLine}>
        <Skeleton animated={animated} shape="text" width="80%">
          {NBSP}
        </Skeleton>
      </span>
      {lines.wear && (
        <span css={[oneLine, small]}>
          <Skeleton animated={animated} shape="text" width="55%">
            {NBSP}
          </Skeleton>
        </span>
      )}
      {lines.price && (
        <Skeleton animated={animated} shape="text">
          <Price value="0.00" css={{ fontSize: size === 'large' ? 20 : 13 }} />
        </Skeleton>
      )}
      {lines.note && (
        <span css={[oneLine, small]}>
          <Skeleton animated={animated} shape="text" width="45%">
            {NBSP}
          </Skeleton>
        </span>
      )}
    </div>
  );
}
