import { css, keyframes, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../button/Button';
import { usePrefersReducedMotion } from '../count-up/useCountUp';
import { ItemTile, itemTone, type ItemTileData } from '../item-tile/ItemTile';
import { Price } from '../price/Price';

/** How long the zoom and the rarity flash take, in milliseconds. */
export const WIN_REVEAL_ZOOM_DURATION = 450;
export const WIN_REVEAL_FLASH_DURATION = 700;

export interface WinRevealProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** The won item; its `price` is what it sells for. */
  item: ItemTileData & { price: string };
  /** What the opening cost, a decimal coin amount: the value is shown as a multiple of it. */
  cost: string;
  /** Without it there is no Sell (e.g. a demo result, which credits nothing). */
  onSell?: () => void;
  /** Without it there is no Keep. */
  onKeep?: () => void;
  /** More choices after Sell, e.g. "Open again" and "Open ×5" (the app's buttons). */
  actions?: ReactNode;
  /** The heading; "You won" by default. */
  title?: ReactNode;
  /** A mark above the heading, e.g. "Demo: nothing is credited". */
  badge?: ReactNode;
  /**
   * Across a wide stage (desktop): the item large on the left, its value and the choices on the
   * right, instead of one narrow column.
   */
  wide?: boolean;
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
 * value against the cost (×3.2), and the choices as full player buttons: a large "Sell for X",
 * the app's own (open again) and "Keep". In one column, or across a wide stage.
 */
export function WinReveal({
  item,
  cost,
  onSell,
  onKeep,
  actions,
  title,
  badge,
  wide = false,
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
  const flashTone = (theme: Theme) => itemTone(theme, item.quality, item.special);
  const picture = (
    <div
      css={
        moving &&
        css`
          animation: ${zoom} ${WIN_REVEAL_ZOOM_DURATION}ms cubic-bezier(0.2, 0.8, 0.3, 1.2);
        `
      }
    >
      <ItemTile {...item} size="large" eager style={wide ? { width: 320 } : undefined} />
    </div>
  );
  const heading = (
    <>
      {badge && (
        <span
          css={(theme: Theme) => ({
            padding: `2px ${theme.space.sm}`,
            borderRadius: theme.radius.sm,
            border: `1px solid ${theme.color.warning}`,
            color: theme.color.warning,
            fontSize: theme.fontSize.sm,
            fontWeight: 700,
          })}
        >
          {badge}
        </span>
      )}
      <h2
        id={titleId}
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: wide ? theme.fontSize.xxl : theme.fontSize.xl,
          fontWeight: 600,
        })}
      >
        {title ?? <FormattedMessage id="ui.winReveal.title" />}
      </h2>
    </>
  );
  const details = (
    <>
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
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.sm,
          width: '100%',
          '& > *': { flex: '1 1 0', minWidth: wide ? 140 : 96 },
        })}
      >
        {onSell && (
          <Button
            variant="primary"
            size="large"
            block
            loading={selling}
            onClick={onSell}
            css={{ flexGrow: 2, minWidth: '100%' }}
          >
            <FormattedMessage
              id="ui.winReveal.sell"
              values={{
                price: (
                  <Price
                    key="price"
                    value={item.price}
                    showIcon={false}
                    css={{ color: 'inherit' }}
                  />
                ),
              }}
            />
          </Button>
        )}
        {actions}
        {onKeep && (
          <Button size="large" block disabled={selling} onClick={onKeep}>
            <FormattedMessage id="ui.winReveal.keep" />
          </Button>
        )}
      </div>
    </>
  );
  return (
    // A group, not a region landmark: a page may hold one reveal per opened box.
    <section
      role="group"
      aria-labelledby={titleId}
      data-wide={wide || undefined}
      css={(theme: Theme) => css`
        position: relative;
        display: flex;
        flex-direction: ${wide ? 'row' : 'column'};
        align-items: center;
        justify-content: center;
        gap: ${wide ? theme.space.xl : theme.space.md};
        padding: ${theme.space.lg};
        overflow: hidden;
        border-radius: ${theme.radius.lg};
        background:
          radial-gradient(
            circle at ${wide ? '35% 50%' : '50% 35%'},
            color-mix(in srgb, ${flashTone(theme)} 18%, transparent),
            transparent ${wide ? '30%' : '60%'}
          ),
          ${theme.color.surface};
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
            background: radial-gradient(circle, ${flashTone(theme)}, transparent 60%);
            opacity: 0;
            pointer-events: none;
            animation: ${flash} ${WIN_REVEAL_FLASH_DURATION}ms ease-out;
          `}
        />
      )}
      {!wide && heading}
      {picture}
      {wide ? (
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: theme.space.md,
            flex: '0 1 420px',
            minWidth: 0,
          })}
        >
          {heading}
          {details}
        </div>
      ) : (
        details
      )}
    </section>
  );
}
