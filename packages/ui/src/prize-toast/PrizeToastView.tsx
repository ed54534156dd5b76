import { css, keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon';
import { useAutoClose } from '../hooks/useAutoClose';

/** SPEC section 9: a prize toast stays 5000 ms. */
export const PRIZE_TOAST_DURATION = 5000;
/** Slide-in time in milliseconds. */
export const PRIZE_TOAST_SLIDE_DURATION = 300;
/** Under toasts and notify bars (3000), above popups. */
export const PRIZE_TOAST_Z_INDEX = 2900;

/** SPEC activity.prize: 1 opened from a box, 2 won in a battle. */
export type PrizeBoxType = 1 | 2;

/** The SPEC's prize announcement, named as the kit names things. */
export interface Prize {
  nickName: string;
  /** Picture address of the winner; a plain circle when empty. */
  avatar?: string;
  /** Decimal string, e.g. the announcement's recoveryPrice. */
  price: string;
  itemName?: string;
  boxType: PrizeBoxType;
  boxId: number | string;
}

export interface PrizeToastProps
  extends Prize, Omit<HTMLAttributes<HTMLDivElement>, 'onClick' | 'children'> {
  open: boolean;
  /** Milliseconds before `onClose`; 0 keeps it until the owner closes it. */
  duration?: number;
  onClose?: () => void;
  /** Makes the toast a button, e.g. to open the box it came from. */
  onClick?: (prize: Prize) => void;
}

const slideIn = keyframes`
  from { transform: translate3d(-50%, -120%, 0); opacity: 0; }
  to { transform: translate3d(-50%, 0, 0); opacity: 1; }
`;

const card = (theme: Theme) => css`
  position: fixed;
  top: ${theme.space.lg};
  left: 50%;
  z-index: ${PRIZE_TOAST_Z_INDEX};
  box-sizing: border-box;
  width: max-content;
  max-width: calc(100% - 2 * ${theme.space.lg});
  transform: translate3d(-50%, 0, 0);
  animation: ${slideIn} ${PRIZE_TOAST_SLIDE_DURATION}ms ease-out;
`;

const body = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.coin};
  border-radius: ${theme.radius.round};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  text-align: left;
  white-space: nowrap;
  & > span:last-of-type {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:is(button) {
    cursor: pointer;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

const picture = (theme: Theme) => css`
  width: 32px;
  height: 32px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${theme.color.surface};
  object-fit: cover;
`;

const badge = (theme: Theme) => css`
  flex-shrink: 0;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-size: ${theme.fontSize.xs};
`;

/** A win announcement: who won how much, from a box or a battle (SPEC activity.prize). */
export function PrizeToastView({
  open,
  nickName,
  avatar,
  price,
  itemName,
  boxType,
  boxId,
  duration = PRIZE_TOAST_DURATION,
  onClose,
  onClick,
  ...rest
}: PrizeToastProps) {
  const intl = useIntl();
  useAutoClose(open, duration, onClose);

  if (!open) return null;
  const content = (
    <>
      {avatar ? <img src={avatar} alt="" css={picture} /> : <span css={picture} />}
      <span css={badge}>
        {intl.formatMessage({ id: boxType === 2 ? 'ui.prizeToast.battle' : 'ui.prizeToast.box' })}
      </span>
      <span>
        {intl.formatMessage({ id: 'ui.prizeToast.won' }, { nickName, price })}
        {itemName && ` · ${itemName}`}
      </span>
      <Icon name="coin" size={16} color="var(--sb-color-coin)" />
    </>
  );
  return (
    <div role="status" aria-live="polite" data-box-id={boxId} css={card} {...rest}>
      {onClick ? (
        <button
          type="button"
          css={body}
          onClick={() => onClick({ nickName, avatar, price, itemName, boxType, boxId })}
        >
          {content}
        </button>
      ) : (
        <div css={body}>{content}</div>
      )}
    </div>
  );
}
