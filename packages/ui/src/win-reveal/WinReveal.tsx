import { css, keyframes, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../button/Button';
import { usePrefersReducedMotion } from '../count-up/useCountUp';
import { ItemTile, itemTone, type ItemTileData } from '../item-tile/ItemTile';
import { Price } from '../price/Price';

/** How long the zoom and the rarity flash take, in milliseconds. */
export const WIN_REVEAL_ZOOM_DURATION = 450;
export const WIN_REVEAL_FLASH_DURATION = 700;

export interface WinRevealProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The won item; its `price` is what it sells for. */
  item: ItemTileData & { price: string };
  /** What the opening cost, a decimal coin amount: the value is shown as a multiple of it. */
  cost: string;
  onSell: () => void;
  onKeep: () => void;
  /** A sale under way: Sell shows a spinner and both buttons wait. */
  selling?: boolean;
  /** The app's animation switch; the system's reduced motion also stills the zoom and flash. */
  animate?: boolean;
}

/**
 * The value as a multiple of the cost, to two significant figures below 10 (×0.05, ×3.2) and
 * whole above (×12); '' when the cost is not positive.
 */
export function valueMultiple(value: string, cost: string): string {
  const ratio = Number(value) / Number(cost);
  if (!Number.isFinite(ratio) || Number(cost) <= 0) return '';
  return ratio >= 10 ? String(Math.round(ratio)) : String(Number(ratio.toPrecision(2)));
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const zoom = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  70% { transform: scale(1.06); opacity: 1; }
  to { transform: scale(1); }
`;

const flash = keyframes`
  from { opacity: 0.9; transform: scale(0.4); }
  to { opacity: 0; transform: scale(1.6); }
`;

/**
 * The moment after the reel stops: the won item zooms in over a flash of its rarity colour, its
 * value against the cost (×3.2), and the two choices as full player buttons: a large
 * "Sell for X" and "Keep".
 */
export function WinReveal({
  item,
  cost,
  onSell,
  onKeep,
  selling = false,
  animate = true,
  ...rest
}: WinRevealProps) {
  const intl = useIntl();
  const reduced = usePrefersReducedMotion();
  const moving = animate && !reduced;
  const multiple = valueMultiple(item.price, cost);
  const gain = Number(item.price) >= Number(cost);
  const titleId = useId();
  return (
    // A group, not a region landmark: a page may hold one reveal per opened box.
    <section
      role="group"
      aria-labelledby={titleId}
      css={(theme: Theme) => css`
        position: relative;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.md};
        padding: ${theme.space.lg};
        overflow: hidden;
        border-radius: ${theme.radius.lg};
        background: ${theme.color.surface};
        color: ${theme.color.text};
        font-family: ${theme.fontFamily};
      `}
      {...rest}
    >
      {moving && (
        <span
          data-testid="win-reveal-flash"
          aria-hidden
          css={(theme: Theme) => css`
            position: absolute;
            inset: 0;
            background: radial-gradient(
              circle,
              ${itemTone(theme, item.quality, item.special)},
              transparent 60%
            );
            opacity: 0;
            pointer-events: none;
            animation: ${flash} ${WIN_REVEAL_FLASH_DURATION}ms ease-out;
          `}
        />
      )}
      <h2
        id={titleId}
        css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl, fontWeight: 600 })}
      >
        <FormattedMessage id="ui.winReveal.title" />
      </h2>
      <div
        css={
          moving &&
          css`
            animation: ${zoom} ${WIN_REVEAL_ZOOM_DURATION}ms cubic-bezier(0.2, 0.8, 0.3, 1.2);
          `
        }
      >
        <ItemTile {...item} size="large" eager />
      </div>
      {multiple && (
        <span
          data-testid="win-reveal-multiple"
          css={(theme: Theme) => ({
            fontSize: theme.fontSize.xl,
            fontWeight: 700,
            color: gain ? theme.color.success : theme.color.textMuted,
          })}
        >
          <span aria-hidden>×{multiple}</span>
          <span css={visuallyHidden}>
            {intl.formatMessage({ id: 'ui.winReveal.multiple' }, { multiple })}
          </span>
        </span>
      )}
      <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space.sm, width: '100%' })}>
        <Button
          variant="primary"
          size="large"
          block
          loading={selling}
          onClick={onSell}
          css={{ flex: 2 }}
        >
          <FormattedMessage
            id="ui.winReveal.sell"
            values={{
              price: (
                <Price key="price" value={item.price} showIcon={false} css={{ color: 'inherit' }} />
              ),
            }}
          />
        </Button>
        <Button size="large" block disabled={selling} onClick={onKeep} css={{ flex: 1 }}>
          <FormattedMessage id="ui.winReveal.keep" />
        </Button>
      </div>
    </section>
  );
}
