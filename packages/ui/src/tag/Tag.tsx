import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

export type TagType = 'default' | 'primary' | 'success' | 'warning' | 'danger';
export type TagSize = 'medium' | 'large';

/** SPEC section 3 item quality grades, mapped onto theme.rarity. */
export const QUALITY_GRADES = [
  'consumer',
  'industrial',
  'mil-spec',
  'restricted',
  'classified',
  'covert',
  'contraband',
] as const;
export type QualityGrade = (typeof QUALITY_GRADES)[number];

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TagType;
  /** Item quality: its rarity colour wins over `type`. */
  quality?: QualityGrade;
  /**
   * Outlined instead of filled. A plain quality tag keeps the rarity colour on its border and
   * writes its text in the text colour: several rarity colours are too dark to read as 12 px text
   * on the dark surfaces (mil-spec 4.3:1, restricted 4.0:1).
   */
  plain?: boolean;
  /** Fully rounded ends. */
  round?: boolean;
  /** Rounded on the right only, like a label hung on a corner. */
  mark?: boolean;
  size?: TagSize;
}

function tone(theme: Theme, type: TagType, quality?: QualityGrade): string {
  if (quality) return theme.rarity[quality === 'mil-spec' ? 'milSpec' : quality];
  switch (type) {
    case 'primary':
      return theme.color.primary;
    case 'success':
      return theme.color.success;
    case 'warning':
      return theme.color.warning;
    case 'danger':
      return theme.color.danger;
    default:
      return theme.color.textMuted;
  }
}

const radius = (theme: Theme, round: boolean, mark: boolean) =>
  round
    ? theme.radius.round
    : mark
      ? `0 ${theme.radius.round} ${theme.radius.round} 0`
      : theme.radius.sm;

/**
 * How much of its rarity colour a quality badge mixes into its ground. Several CS2 rarity colours
 * (mil-spec #4b69ff, restricted #8847ff, covert #eb4b4b) reach neither 4.5:1 under dark nor under
 * white 12 px text, so a badge keeps the colour on its border and a tint behind text in the
 * theme's own text colour.
 */
export const QUALITY_TINT = '30%';

function fill(colour: string, plain: boolean, isQuality: boolean): string {
  if (plain) return 'transparent';
  return isQuality ? `color-mix(in srgb, ${colour} ${QUALITY_TINT}, transparent)` : colour;
}

/** A small label (Vant Tag), also the kit's quality badge. */
export function Tag({
  type = 'default',
  quality,
  plain = false,
  round = false,
  mark = false,
  size = 'medium',
  ...rest
}: TagProps) {
  return (
    <span
      data-quality={quality}
      css={(theme: Theme) => {
        const colour = tone(theme, type, quality);
        return css`
          display: inline-flex;
          align-items: center;
          padding: ${size === 'large' ? `2px ${theme.space.sm}` : `0 ${theme.space.xs}`};
          border: 1px solid;
          border-color: ${colour};
          border-radius: ${radius(theme, round, mark)};
          background: ${fill(colour, plain, quality !== undefined)};
          color: ${quality ? theme.color.text : plain ? colour : theme.color.background};
          font-family: ${theme.fontFamily};
          font-size: ${size === 'large' ? theme.fontSize.md : theme.fontSize.sm};
          line-height: 16px;
          white-space: nowrap;
        `;
      }}
      {...rest}
    />
  );
}
