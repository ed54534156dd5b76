import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { ITEM_TILE_WIDTH, itemTone, oneLine, type ItemTileData } from '../item-tile/ItemTile';
import { LazyImage } from '../lazy-image/LazyImage';

/** How long a new drop takes to slide in, in milliseconds. */
export const DROP_TICKER_SLIDE_DURATION = 400;

export interface Drop extends Omit<ItemTileData, 'wear' | 'statTrak'> {
  /** Unique per drop: a new id slides in. */
  id: string | number;
  /** Who won it. */
  player: string;
  /** Where a click goes: the box it came from. */
  href?: string;
}

export interface DropTickerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Newest first. */
  drops: readonly Drop[];
}

const slideIn = keyframes`
  from { transform: translateX(-100%); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/**
 * The live-drop strip across the top of a page: the newest drop slides in at the left, each in its
 * rarity colour, and a click goes to its box. Names and players stay on one line each and are cut
 * with an ellipsis, never broken inside a word.
 */
export function DropTicker({ drops, ...rest }: DropTickerProps) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage({ id: 'ui.dropTicker.label' })}
      css={(theme: Theme) => css`
        overflow: hidden;
        background: ${theme.color.background};
        font-family: ${theme.fontFamily};
      `}
      {...rest}
    >
      <ul
        css={(theme: Theme) => css`
          display: flex;
          gap: ${theme.space.xs};
          margin: 0;
          padding: ${theme.space.xs};
          list-style: none;
        `}
      >
        {drops.map((drop) => {
          const content = (
            <>
              <LazyImage
                aria-hidden
                src={drop.image}
                alt={drop.name}
                error={drop.fallbackImage}
                width="100%"
                height={54}
                fit="contain"
                css={{ background: 'transparent' }}
              />
              <span
                title={drop.name}
                css={[oneLine, (theme: Theme) => ({ color: theme.color.text })]}
              >
                {drop.name}
              </span>{' '}
              <span title={drop.player} css={oneLine}>
                {drop.player}
              </span>
            </>
          );
          return (
            <li
              key={drop.id}
              data-quality={drop.quality}
              css={(theme: Theme) => {
                const tone = itemTone(theme, drop.quality, drop.special);
                return css`
                  flex: none;
                  width: ${ITEM_TILE_WIDTH.small}px;
                  border-bottom: 2px solid;
                  border-bottom-color: ${tone};
                  border-radius: ${theme.radius.sm};
                  background: linear-gradient(
                    to top,
                    color-mix(in srgb, ${tone} 30%, transparent),
                    ${theme.color.surface} 70%
                  );
                  animation: ${slideIn} ${DROP_TICKER_SLIDE_DURATION}ms ease-out;
                  @media (prefers-reduced-motion: reduce) {
                    animation: none;
                  }
                  & > a {
                    display: flex;
                    flex-direction: column;
                    padding: 2px ${theme.space.xs} ${theme.space.xs};
                    color: ${theme.color.textMuted};
                    font-size: ${theme.fontSize.xs};
                    line-height: 14px;
                    text-decoration: none;
                  }
                  & > a:focus-visible {
                    outline: 2px solid ${theme.color.primary};
                  }
                `;
              }}
            >
              <a href={drop.href}>{content}</a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
