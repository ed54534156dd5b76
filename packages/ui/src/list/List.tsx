import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../loading';
import { useList, type UseListOptions } from './useList';

export interface ListProps
  extends UseListOptions, Omit<HTMLAttributes<HTMLDivElement>, 'onLoad' | 'onError'> {
  /** Shown while loading; a translated "Loading..." by default. */
  loadingText?: ReactNode;
  /** Shown once finished; a translated "No more items" by default. */
  finishedText?: ReactNode;
  /** Shown after a failed load; clicking it loads again. */
  errorText?: ReactNode;
}

const statusLine = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 50px;
  color: ${theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: 50px;
  text-align: center;
`;

const errorButton = (theme: Theme) => css`
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
    outline-offset: -2px;
  }
`;

/**
 * An endless list (Vant List): a feed that asks for more as its end comes near, with the loading,
 * no-more and error lines in a polite live region. Items should be `<article>`s, as a feed asks;
 * pass `role="list"` with `<li>` items for list semantics instead. `aria-*` and `role` go to the
 * feed, the other props to the wrapper.
 */
export function List({
  loading: loadingProp,
  onLoadingChange,
  error: errorProp,
  onErrorChange,
  finished = false,
  onLoad,
  offset,
  direction = 'down',
  immediateCheck,
  loadingText,
  finishedText,
  errorText,
  children,
  ...rest
}: ListProps) {
  const intl = useIntl();
  const { rootRef, placeholderRef, loading, error, retry } = useList({
    loading: loadingProp,
    onLoadingChange,
    error: errorProp,
    onErrorChange,
    finished,
    onLoad,
    offset,
    direction,
    immediateCheck,
  });

  const showLoading = loading && !finished;
  const placeholder = <div ref={placeholderRef} data-sb-list-placeholder="" />;
  const status = (
    <div aria-live="polite" css={statusLine}>
      {showLoading && (
        <Loading size="small" role={undefined}>
          {loadingText ?? intl.formatMessage({ id: 'ui.list.loading' })}
        </Loading>
      )}
      {finished && (finishedText ?? intl.formatMessage({ id: 'ui.list.finished' }))}
      {error && !showLoading && (
        <button type="button" css={errorButton} onClick={retry}>
          {errorText ?? intl.formatMessage({ id: 'ui.list.error' })}
        </button>
      )}
    </div>
  );

  // The feed takes the accessible name and role overrides; the wrapper takes the rest.
  const feedProps = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key === 'role' || key.startsWith('aria-')),
  );
  const rootProps = Object.fromEntries(
    Object.entries(rest).filter(([key]) => key !== 'role' && !key.startsWith('aria-')),
  );
  return (
    <div ref={rootRef} {...rootProps}>
      {direction === 'up' && placeholder}
      {direction === 'up' && status}
      <div role="feed" aria-busy={showLoading} {...feedProps}>
        {children}
      </div>
      {direction === 'down' && status}
      {direction === 'down' && placeholder}
    </div>
  );
}
