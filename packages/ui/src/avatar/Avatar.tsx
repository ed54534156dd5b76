import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';

/**
 * SPEC section 3 avatar sizes, in CSS pixels (the picture's side; a frame is drawn 1.3 times as
 * large around it). The SPEC names the sizes only; the pixels are the kit's choice.
 */
export const AVATAR_SIZES = {
  'm-head-200': 100,
  '120': 60,
  header: 32,
  one: 64,
  two: 56,
  three: 48,
  four: 40,
  five: 36,
  history: 28,
  battleDetail: 44,
  timing: 24,
  open: 40,
  item_pic: 20,
  main_data: 72,
  head_n_one: 80,
  head_n_rank_t: 52,
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/** How much larger than the picture its frame is drawn. */
export const AVATAR_FRAME_SCALE = 1.3;

/** Shown when the player has no picture: a neutral head and shoulders. */
export const DEFAULT_AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23343849'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%239aa0b4'/%3E%3Cpath d='M10 60c2-13 11-20 22-20s20 7 22 20z' fill='%239aa0b4'/%3E%3C/svg%3E";

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Picture address; the default picture when empty. */
  avater?: string;
  /** Frame picture address; 0 or empty means no frame. */
  avaterFrame?: string | number;
  /** A streamer: on mobile a streamer flag shows instead of the frame. */
  isAnchor?: boolean;
  /** The mobile layout (where the streamer flag replaces the frame). */
  mobile?: boolean;
  hideFrame?: boolean;
  size?: AvatarSize;
  /** Text alternative of the picture, e.g. the nickname; empty when a name is shown beside it. */
  alt?: string;
}

const picture = css`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
`;

const frameStyle = css`
  position: absolute;
  top: 50%;
  left: 50%;
  width: ${AVATAR_FRAME_SCALE * 100}%;
  height: ${AVATAR_FRAME_SCALE * 100}%;
  transform: translate(-50%, -50%);
  pointer-events: none;
`;

const flag = (theme: Theme) => css`
  position: absolute;
  bottom: -4px;
  left: 50%;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.round};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.xs};
  line-height: 14px;
  white-space: nowrap;
  transform: translateX(-50%);
`;

/** A player's picture with its VIP frame or streamer flag (SPEC section 3 avatar display). */
export function Avatar({
  avater,
  avaterFrame,
  isAnchor = false,
  mobile = false,
  hideFrame = false,
  size = 'header',
  alt = '',
  style,
  ...rest
}: AvatarProps) {
  const intl = useIntl();
  const pixels = AVATAR_SIZES[size];
  const frame = avaterFrame && avaterFrame !== '0' ? String(avaterFrame) : '';
  const showFlag = isAnchor && mobile;
  return (
    <span
      data-size={size}
      css={css`
        position: relative;
        display: inline-block;
        flex-shrink: 0;
        vertical-align: middle;
      `}
      style={{ width: pixels, height: pixels, ...style }}
      {...rest}
    >
      <img src={avater || DEFAULT_AVATAR} alt={alt} css={picture} />
      {showFlag ? (
        <span css={flag}>{intl.formatMessage({ id: 'ui.avatar.streamer' })}</span>
      ) : (
        frame && !hideFrame && <img src={frame} alt="" data-frame="" css={frameStyle} />
      )}
    </span>
  );
}
