import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';

/** Vant's bar height and fixed stacking level. */
export const NAV_BAR_HEIGHT = 46;
export const NAV_BAR_Z_INDEX = 1;

export interface NavBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Shows the back arrow on the left. */
  leftArrow?: boolean;
  /** Text beside the arrow; the arrow alone is named "back" from the catalogue. */
  leftText?: ReactNode;
  onClickLeft?: () => void;
  /** Right-hand slot, e.g. a button. */
  right?: ReactNode;
  /** Pins the bar to the top of the page. */
  fixed?: boolean;
  zIndex?: number;
}

const bar = (theme: Theme, fixed: boolean, zIndex: number) => css`
  position: ${fixed ? 'fixed' : 'relative'};
  top: 0;
  left: 0;
  z-index: ${zIndex};
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: ${NAV_BAR_HEIGHT}px;
  padding: 0 ${theme.space.lg};
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.lg};
`;

const side = (theme: Theme, at: 'left' | 'right') => css`
  position: absolute;
  top: 0;
  bottom: 0;
  ${at}: ${theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSize.md};
`;

const back = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

/** The bar at the top of a screen (Vant NavBar): back on the left, title, a right-hand slot. */
export function NavBar({
  title,
  leftArrow = false,
  leftText,
  onClickLeft,
  right,
  fixed = false,
  zIndex = NAV_BAR_Z_INDEX,
  ...rest
}: NavBarProps) {
  const intl = useIntl();
  const showLeft = leftArrow || leftText !== undefined;
  return (
    <div css={(theme: Theme) => bar(theme, fixed, zIndex)} {...rest}>
      {showLeft && (
        <div css={(theme: Theme) => side(theme, 'left')}>
          <button
            type="button"
            css={back}
            aria-label={
              leftText === undefined ? intl.formatMessage({ id: 'ui.navBar.back' }) : undefined
            }
            onClick={onClickLeft}
          >
            {leftArrow && <Icon name="back" size={18} />}
            {leftText}
          </button>
        </div>
      )}
      <div
        css={css`
          max-width: 60%;
          overflow: hidden;
          font-weight: 500;
          text-overflow: ellipsis;
          white-space: nowrap;
        `}
      >
        {title}
      </div>
      {right !== undefined && <div css={(theme: Theme) => side(theme, 'right')}>{right}</div>}
    </div>
  );
}
