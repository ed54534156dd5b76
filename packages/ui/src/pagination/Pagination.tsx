import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePagination, type UsePaginationOptions } from './usePagination';

export type PaginationMode = 'multi' | 'simple';

export interface PaginationProps
  extends UsePaginationOptions, Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'defaultValue'> {
  /** 'multi' shows page numbers; 'simple' shows "3/12" between prev and next. */
  mode?: PaginationMode;
  /** Replaces the translated "previous" text. */
  prevText?: ReactNode;
  /** Replaces the translated "next" text. */
  nextText?: ReactNode;
}

const ITEM_HEIGHT = 40;

const list = css`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    margin-left: -1px;
  }
`;

const item = (theme: Theme, grow: boolean) => css`
  display: flex;
  flex: ${grow ? '1 1 auto' : '0 0 auto'};
  min-width: 36px;
  height: ${ITEM_HEIGHT}px;
  & > button {
    flex: 1;
    box-sizing: border-box;
    padding: 0 ${grow ? theme.space.xs : theme.space.md};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    font-family: ${theme.fontFamily};
    font-size: ${theme.fontSize.md};
    cursor: pointer;
    user-select: none;
  }
  & > button:active:not(:disabled) {
    background: ${theme.color.surfaceRaised};
  }
  & > button[aria-current='page'] {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
  & > button:disabled {
    color: ${theme.color.textMuted};
    opacity: 0.6;
    cursor: not-allowed;
  }
  & > button:focus-visible {
    position: relative;
    outline: 2px solid ${theme.color.primary};
    outline-offset: -3px;
  }
`;

const desc = (theme: Theme) => css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  height: ${ITEM_HEIGHT}px;
  color: ${theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Page navigation (Vant Pagination, SPEC page size 10 and 5 visible pages): a navigation
 * landmark; the current page button carries aria-current="page".
 */
export function Pagination({
  value,
  defaultValue,
  onChange,
  totalItems,
  itemsPerPage,
  pageCount,
  showPageSize,
  forceEllipses,
  mode = 'multi',
  prevText,
  nextText,
  ...rest
}: PaginationProps) {
  const intl = useIntl();
  const { page, count, pages, prevDisabled, nextDisabled, goTo } = usePagination({
    value,
    defaultValue,
    onChange,
    totalItems,
    itemsPerPage,
    pageCount,
    showPageSize,
    forceEllipses,
  });
  const pageLabel = (number: number) =>
    intl.formatMessage({ id: 'ui.pagination.page' }, { page: number });

  return (
    <nav aria-label={intl.formatMessage({ id: 'ui.pagination.label' })} {...rest}>
      <ul css={list}>
        <li css={(theme: Theme) => item(theme, mode === 'multi')}>
          <button type="button" disabled={prevDisabled} onClick={() => goTo(page - 1)}>
            {prevText ?? intl.formatMessage({ id: 'ui.pagination.prev' })}
          </button>
        </li>
        {mode === 'simple' ? (
          <li css={desc}>
            <span aria-hidden="true">
              {page}/{count}
            </span>
            <span css={visuallyHidden}>
              {intl.formatMessage({ id: 'ui.pagination.status' }, { page, count })}
            </span>
          </li>
        ) : (
          pages.map((entry) => (
            <li key={`${entry.kind}-${entry.number}`} css={(theme: Theme) => item(theme, false)}>
              <button
                type="button"
                aria-current={entry.active ? 'page' : undefined}
                aria-label={pageLabel(entry.number)}
                onClick={() => goTo(entry.number)}
              >
                {entry.kind === 'ellipsis' ? '...' : entry.number}
              </button>
            </li>
          ))
        )}
        <li css={(theme: Theme) => item(theme, mode === 'multi')}>
          <button type="button" disabled={nextDisabled} onClick={() => goTo(page + 1)}>
            {nextText ?? intl.formatMessage({ id: 'ui.pagination.next' })}
          </button>
        </li>
      </ul>
    </nav>
  );
}
