import type { GoodsSummary } from '@skinbox/api';
import { Price, Tag } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { GoodsPicture } from './GoodsPicture';
import { exteriorMessages, qualityMessages } from './messages';
import { kitQuality, qualityColor } from './quality';

export interface GoodsTileProps {
  goods: GoodsSummary;
  /** Shown under the price, e.g. a drop probability or a stock state. */
  note?: ReactNode;
  /** Overrides the item's own price, e.g. a mall cost. */
  price?: ReactNode;
  /** With a handler the tile is a toggle (aria-pressed) for multi-select lists. */
  selected?: boolean;
  onToggle?: () => void;
}

/**
 * An item as the box, bag, mall and result views list it: picture, quality colour, name, the
 * quality as the kit's Tag, exterior and price. Screen composition until UI-B's GoodsCard lands (asked in coord NOTES).
 */
export function GoodsTile({ goods, note, price, selected, onToggle }: GoodsTileProps) {
  const intl = useIntl();
  const quality = intl.formatMessage(qualityMessages[goods.quality]);
  const exterior = goods.exterior ? intl.formatMessage(exteriorMessages[goods.exterior]) : null;
  const body = (
    <>
      <GoodsPicture goods={goods} />
      <span
        css={(theme) => ({
          display: 'block',
          marginTop: theme.space.xs,
          fontSize: theme.fontSize.sm,
          color: theme.color.text,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        })}
      >
        {goods.name}
      </span>
      <span
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space.xs,
          fontSize: theme.fontSize.xs,
          color: theme.color.textMuted,
        })}
      >
        <Tag quality={kitQuality(goods.quality)} plain>
          {quality}
        </Tag>
        {exterior}
      </span>
      <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.sm })}>
        {price ?? <Price value={goods.price} />}
      </span>
      {note && (
        <span
          css={(theme) => ({
            display: 'block',
            fontSize: theme.fontSize.xs,
            color: theme.color.textMuted,
          })}
        >
          {note}
        </span>
      )}
    </>
  );
  const frame = (theme: Parameters<typeof qualityColor>[0]) => ({
    display: 'block',
    boxSizing: 'border-box' as const,
    width: '100%',
    minWidth: 0,
    padding: theme.space.sm,
    borderRadius: theme.radius.md,
    border: `2px solid ${selected ? theme.color.primary : 'transparent'}`,
    borderBottom: `3px solid ${qualityColor(theme, goods.quality)}`,
    background: theme.color.surface,
    color: theme.color.text,
    fontFamily: theme.fontFamily,
    textAlign: 'left' as const,
  });
  if (!onToggle) return <div css={frame}>{body}</div>;
  return (
    <button
      type="button"
      aria-pressed={selected ?? false}
      onClick={onToggle}
      css={(theme) => ({
        ...frame(theme),
        cursor: 'pointer',
        '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, outlineOffset: 2 },
      })}
    >
      {body}
    </button>
  );
}
