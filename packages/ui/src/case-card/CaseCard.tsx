import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { oneLine } from '../item-tile/ItemTile';
import { LazyImage } from '../lazy-image/LazyImage';
import { Price } from '../price/Price';

export interface CaseCardProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> {
  name: string;
  image: string;
  /** Shown when `image` cannot be loaded, e.g. the server's generated art for a host's picture. */
  fallbackImage?: string;
  /** A decimal coin amount. */
  price: string;
  /** Where the card leads: the box page. */
  href: string;
  /** A hero card on the box page: larger, no link hover. */
  size?: 'medium' | 'large';
  /** Takes its container's width (a grid cell) instead of the size's. */
  fill?: boolean;
  /** A short mark in the top corner, e.g. "Hot" or "New". */
  badge?: ReactNode;
}

/** A card's box (size, padding, border, fonts); its skeleton takes the same. */
/** A case's artwork is drawn 4:3: the card, its skeleton and a box page's art keep this shape. */
export const CASE_ART_RATIO = '4 / 3';

export const caseCardBox = (theme: Theme, size: 'medium' | 'large', fill: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  box-sizing: border-box;
  width: ${fill ? '100%' : `${size === 'large' ? 320 : 160}px`};
  max-width: 100%;
  padding: ${theme.space.sm};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  font-family: ${theme.fontFamily};
  font-size: ${size === 'large' ? theme.fontSize.lg : theme.fontSize.md};
`;

/** A case as a card: its art on a glow, its name and price; the whole card is the link. */
export function CaseCard({
  name,
  image,
  fallbackImage,
  price,
  size = 'medium',
  fill = false,
  badge,
  ...rest
}: CaseCardProps) {
  return (
    <a
      css={(theme: Theme) => css`
        ${caseCardBox(theme, size, fill)}
        background: radial-gradient(
          circle at 50% 40%,
          ${theme.color.surfaceRaised},
          ${theme.color.surface} 70%
        );
        color: ${theme.color.text};
        text-decoration: none;
        transition:
          transform 0.15s ease-out,
          border-color 0.15s;
        &:hover {
          transform: translateY(-2px);
          border-color: ${theme.color.primary};
        }
        &:focus-visible {
          outline: 2px solid ${theme.color.primary};
        }
        @media (prefers-reduced-motion: reduce) {
          transition: none;
          &:hover {
            transform: none;
          }
        }
      `}
      {...rest}
    >
      {badge && (
        <span
          css={(theme: Theme) => css`
            position: absolute;
            top: ${theme.space.sm};
            left: ${theme.space.sm};
            z-index: 1;
            padding: 0 ${theme.space.xs};
            border-radius: ${theme.radius.sm};
            background: ${theme.color.primary};
            color: ${theme.color.primaryText};
            font-size: ${theme.fontSize.xs};
            font-weight: 700;
            line-height: 16px;
          `}
        >
          {badge}
        </span>
      )}
      <LazyImage
        src={image}
        alt={name}
        error={fallbackImage}
        width="100%"
        fit="contain"
        css={{ aspectRatio: CASE_ART_RATIO, background: 'transparent' }}
      />
      <span title={name} css={[oneLine, { maxWidth: '100%' }]}>
        {name}
      </span>
      <Price value={price} />
    </a>
  );
}
