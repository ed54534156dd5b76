import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LazyImage } from '../lazy-image/LazyImage';
import { Price } from '../price/Price';
import type { QualityGrade } from '../tag/Tag';

/** What a tile shows of an item; the reel, the win reveal and the drop ticker take the same. */
export interface ItemTileData {
  name: string;
  image: string;
  /** Shown when `image` cannot be loaded, e.g. the server's generated art for a host's picture. */
  fallbackImage?: string;
  quality: QualityGrade;
  /** A ★ special (knife or gloves): gold and a ★, not the Covert red the game files carry. */
  special?: boolean;
  statTrak?: boolean;
  /** The exterior as the app words it, e.g. "Field-Tested". */
  wear?: string;
  /** A decimal coin amount, e.g. "35.20". */
  price?: string;
}

export type ItemTileSize = 'small' | 'medium' | 'large';

export interface ItemTileProps extends ItemTileData, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  size?: ItemTileSize;
  /** Takes its container's width (a grid cell) instead of the size's; the picture stays 4:3. */
  fill?: boolean;
  /** A line under the price: a drop chance, a stock state, a mall cost. */
  note?: ReactNode;
  /** With `onToggle` the tile is a toggle button (aria-pressed), for lists one picks from. */
  selected?: boolean;
  onToggle?: () => void;
  /** Loads the picture at once (tiles moved by transforms, see LazyImage `eager`). */
  eager?: boolean;
}

/** Width of a tile at each size; a reel's tiles are at least ITEM_TILE_WIDTH.medium on a phone. */
export const ITEM_TILE_WIDTH: Record<ItemTileSize, number> = { small: 96, medium: 120, large: 240 };

/** The colour of an item: its rarity, or gold for a ★ special. */
export function itemTone(theme: Theme, quality: QualityGrade, special = false): string {
  if (special) return theme.rarity.contraband;
  return theme.rarity[quality === 'mil-spec' ? 'milSpec' : quality];
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(4px); }
  to { opacity: 1; transform: none; }
`;

/** A tile's box (size, padding, the rarity rule under it); its skeleton takes the same. */
export const tileBox = (theme: Theme, size: ItemTileSize, fill: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  box-sizing: border-box;
  width: ${fill ? '100%' : `${ITEM_TILE_WIDTH[size]}px`};
  min-width: 0;
  margin: 0;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.sm};
  border: 0;
  border-bottom: 3px solid;
  border-radius: ${theme.radius.md};
  font-family: ${theme.fontFamily};
  font-size: ${size === 'large' ? theme.fontSize.lg : theme.fontSize.sm};
`;

/** One line, cut with an ellipsis between words' letters never wrapping a word in two. */
export const oneLine = css`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  word-break: keep-all;
  overflow-wrap: normal;
`;

/**
 * An item as a tile: picture on its rarity glow, ★ and StatTrak™ marks, name, wear, price and an
 * optional note. In a grid it fills its cell (`fill`); with `onToggle` it is picked by a press.
 */
export function ItemTile({
  name,
  image,
  fallbackImage,
  quality,
  special = false,
  statTrak = false,
  wear,
  price,
  size = 'medium',
  fill = false,
  note,
  selected,
  onToggle,
  eager = false,
  ...rest
}: ItemTileProps) {
  const width = ITEM_TILE_WIDTH[size];
  const Root = onToggle ? 'button' : 'div';
  const toggle = onToggle
    ? { type: 'button' as const, 'aria-pressed': selected ?? false, onClick: onToggle }
    : {};
  return (
    <Root
      data-quality={quality}
      data-special={special || undefined}
      {...toggle}
      css={(theme: Theme) => {
        const tone = itemTone(theme, quality, special);
        return css`
          ${tileBox(theme, size, fill)}
          border-bottom-color: ${tone};
          text-align: left;
          background:
            radial-gradient(
              circle at 50% 70%,
              color-mix(in srgb, ${tone} 35%, transparent),
              transparent 70%
            ),
            ${theme.color.surface};
          color: ${theme.color.text};
          animation: ${rise} 0.2s ease-out;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
          ${selected && `box-shadow: inset 0 0 0 2px ${theme.color.primary};`}
          ${
            onToggle &&
            css`
              cursor: pointer;
              &:focus-visible {
                outline: 2px solid ${theme.color.primary};
                outline-offset: 2px;
              }
            `
          }
        `;
      }}
      {...rest}
    >
      <LazyImage
        src={image}
        alt={name}
        error={fallbackImage}
        eager={eager}
        fit="contain"
        width="100%"
        height={fill ? undefined : Math.round(((width - 8) * 3) / 4)}
        css={{ background: 'transparent', aspectRatio: fill ? '4 / 3' : undefined }}
      />
      {(special || statTrak) && (
        <span
          css={(theme: Theme) => css`
            position: absolute;
            top: ${theme.space.xs};
            left: ${theme.space.xs};
            display: flex;
            gap: 2px;
            font-size: ${theme.fontSize.xs};
            line-height: 14px;
          `}
        >
          {special && (
            <span aria-hidden css={(theme: Theme) => ({ color: theme.rarity.contraband })}>
              ★
            </span>
          )}
          {statTrak && (
            <span css={(theme: Theme) => ({ color: theme.color.warning })}>
              <FormattedMessage id="ui.itemTile.statTrak" />
            </span>
          )}
        </span>
      )}
      <span title={name} css={oneLine}>
        {name}
      </span>
      {wear && (
        <span
          css={[
            oneLine,
            (theme: Theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.xs }),
          ]}
        >
          {wear}
        </span>
      )}
      {price && <Price value={price} css={{ fontSize: size === 'large' ? 20 : 13 }} />}
      {note && (
        <span
          css={[
            oneLine,
            (theme: Theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.xs }),
          ]}
        >
          {note}
        </span>
      )}
    </Root>
  );
}
