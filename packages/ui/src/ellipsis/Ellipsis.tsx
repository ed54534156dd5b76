import { css, type Theme } from '@emotion/react';
import { useRef, type HTMLAttributes, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useControllableValue } from '../hooks/useControllableValue';
import type { EllipsisPosition } from './ellipsize';
import { TRUNCATE_ELLIPSIS } from './truncateText';
import { useEllipsis } from './useEllipsis';

/** Vant TextEllipsis shows one line by default. */
export const ELLIPSIS_ROWS = 1;

export interface EllipsisProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'content' | 'children'
> {
  content: string;
  /** Lines shown before cutting; 1 by default. */
  rows?: number;
  /** Where the text is cut: at the end (default), the start or the middle. */
  position?: EllipsisPosition;
  /** Marks the cut; '…' by default. */
  dots?: string;
  /** Offers a button to show everything and back ('展开' / '收起' from the catalogue). */
  expandable?: boolean;
  /** Own texts for the button; giving one makes it expandable. */
  expandText?: string;
  collapseText?: string;
  /** Shown in full (controlled). */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const root = (theme: Theme, rows: number, clamp: boolean) => css`
  position: relative;
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 20px;
  overflow-wrap: break-word;
  white-space: pre-wrap;
  ${
    clamp &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: ${rows};
      overflow: hidden;
    `
  }
`;

const action = (theme: Theme) => css`
  margin-left: ${theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.color.primary};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: 1px;
  }
`;

/**
 * Text cut to `rows` lines with an ellipsis (Vant TextEllipsis), measured against the real layout
 * and clamped with CSS as well. The full text stays in the title and for screen readers.
 */
export function Ellipsis({
  content,
  rows = ELLIPSIS_ROWS,
  position = 'end',
  dots = TRUNCATE_ELLIPSIS,
  expandable = false,
  expandText,
  collapseText,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  ...rest
}: EllipsisProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useControllableValue({
    value: expandedProp,
    defaultValue: defaultExpanded,
    onChange: onExpandedChange,
  });
  const withAction = expandable || expandText !== undefined || collapseText !== undefined;
  const moreText = expandText ?? intl.formatMessage({ id: 'ui.ellipsis.expand' });
  const lessText = collapseText ?? intl.formatMessage({ id: 'ui.ellipsis.collapse' });
  const { text, truncated } = useEllipsis(ref, {
    content,
    rows,
    position,
    dots,
    suffix: withAction ? moreText : '',
  });

  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    setExpanded(!expanded);
  };

  return (
    <div
      ref={ref}
      title={content}
      data-truncated={truncated && !expanded ? '' : undefined}
      css={(theme: Theme) => root(theme, rows, !expanded)}
      {...rest}
    >
      <span css={visuallyHidden}>{content}</span>
      <span aria-hidden="true">{expanded ? content : text}</span>
      {withAction && truncated && (
        <button type="button" aria-expanded={expanded} css={action} onClick={toggle}>
          {expanded ? lessText : moreText}
        </button>
      )}
    </div>
  );
}
