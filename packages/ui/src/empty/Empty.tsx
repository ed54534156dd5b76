import { css, type Theme } from '@emotion/react';
import { type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EMPTY_PRESETS, EmptyImage, type EmptyPreset } from './EmptyImages';

/** Vant's default picture size, in pixels. */
export const EMPTY_IMAGE_SIZE = 160;

export interface EmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** A preset picture, a picture URL, or any node. 'default' by default. */
  image?: EmptyPreset | (string & {}) | ReactNode;
  /** Width and height of the picture; a number is pixels; a pair sets them apart. */
  imageSize?: number | string | readonly [number | string, number | string];
  /**
   * The text under the picture. Unset: the preset's own text from the catalogue ('暂无数据' /
   * 'No data' for the default picture). `null` or `false` hides it.
   */
  description?: ReactNode;
  /** Under the description, e.g. a button to retry. */
  children?: ReactNode;
}

const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const isPreset = (image: unknown): image is EmptyPreset =>
  typeof image === 'string' && (EMPTY_PRESETS as readonly string[]).includes(image);

const root = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 32px 0;
  box-sizing: border-box;
  font-family: ${theme.fontFamily};
`;

const descriptionStyle = (theme: Theme) => css`
  margin: ${theme.space.lg} 0 0;
  padding: 0 60px;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  text-align: center;
`;

const bottom = (theme: Theme) => css`
  margin-top: ${theme.space.xl};
`;

/** A placeholder for an empty list, a failed load or a search without results (Vant Empty). */
export function Empty({
  image = 'default',
  imageSize = EMPTY_IMAGE_SIZE,
  description,
  children,
  ...rest
}: EmptyProps) {
  const intl = useIntl();
  const [width, height] = Array.isArray(imageSize) ? imageSize : [imageSize, imageSize];
  const preset = isPreset(image) ? image : undefined;
  const text =
    description === undefined
      ? intl.formatMessage({ id: `ui.empty.${preset ?? 'default'}` })
      : description;

  let picture: ReactNode;
  if (preset) picture = <EmptyImage preset={preset} />;
  else if (typeof image === 'string') {
    picture = (
      <img src={image} alt="" css={{ width: '100%', height: '100%', objectFit: 'contain' }} />
    );
  } else picture = image;

  return (
    <div css={root} data-image={preset ?? 'custom'} {...rest}>
      <div css={{ width: px(width), height: px(height) }}>{picture}</div>
      {text !== null && text !== false && text !== '' && <p css={descriptionStyle}>{text}</p>}
      {children !== undefined && children !== null && <div css={bottom}>{children}</div>}
    </div>
  );
}
