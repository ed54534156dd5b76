import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type LoadingType = 'circular' | 'spinner';
export type LoadingSize = 'small' | 'medium' | 'large';

/** Named spinner sizes in pixels; `medium` is Vant's 30px. */
export const LOADING_SIZES: Record<LoadingSize, number> = { small: 16, medium: 30, large: 48 };
/** One turn of the spinner, as in Vant. */
export const LOADING_TURN_MS = 800;

export interface LoadingProps extends HTMLAttributes<HTMLDivElement> {
  type?: LoadingType;
  /** A named size or pixels. */
  size?: LoadingSize | number;
  /** Spinner colour; defaults to the theme's muted text colour. */
  color?: string;
  /** Text beside the spinner; it also becomes the accessible name. */
  children?: ReactNode;
  /** Puts the text under the spinner. */
  vertical?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const root = (theme: Theme, vertical: boolean) => css`
  display: inline-flex;
  flex-direction: ${vertical ? 'column' : 'row'};
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  vertical-align: middle;
`;

const ring = css`
  box-sizing: border-box;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} ${LOADING_TURN_MS}ms linear infinite;
`;

const SPOKES = 12;

const spokes = css`
  position: relative;
  animation: ${spin} ${LOADING_TURN_MS}ms steps(${SPOKES}) infinite;
  & > i {
    position: absolute;
    inset: 0;
    &::before {
      content: '';
      display: block;
      width: 2px;
      height: 25%;
      margin: 0 auto;
      border-radius: 40%;
      background: currentColor;
    }
  }
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A spinner that announces itself as a status, with a translated label unless given text. */
export function Loading({
  type = 'circular',
  size = 'medium',
  color,
  vertical = false,
  children,
  ...rest
}: LoadingProps) {
  const intl = useIntl();
  const pixels = typeof size === 'number' ? size : LOADING_SIZES[size];
  const box = css`
    width: ${pixels}px;
    height: ${pixels}px;
    color: ${color ?? 'inherit'};
    flex-shrink: 0;
  `;
  return (
    <div role="status" css={(theme: Theme) => root(theme, vertical)} {...rest}>
      {type === 'circular' ? (
        <span aria-hidden css={[box, ring]} />
      ) : (
        <span aria-hidden css={[box, spokes]}>
          {Array.from({ length: SPOKES }, (_, index) => (
            <i
              key={index}
              style={{
                transform: `rotate(${(index * 360) / SPOKES}deg)`,
                opacity: 1 - (0.75 * index) / SPOKES,
              }}
            />
          ))}
        </span>
      )}
      {children ?? (
        <span css={visuallyHidden}>{intl.formatMessage({ id: 'ui.loading.label' })}</span>
      )}
    </div>
  );
}
