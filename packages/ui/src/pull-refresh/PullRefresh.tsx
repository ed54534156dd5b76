import { css, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../loading';
import {
  PULL_REFRESH_HEAD_HEIGHT,
  usePullRefresh,
  type UsePullRefreshOptions,
} from './usePullRefresh';

export interface PullRefreshProps
  extends Omit<UsePullRefreshOptions, 'showSuccess'>, HTMLAttributes<HTMLDivElement> {
  /** Shown while pulling short of the pull distance; translated by default. */
  pullingText?: ReactNode;
  /** Shown once a release would refresh; translated by default. */
  loosingText?: ReactNode;
  /** Shown beside the spinner while refreshing; translated by default. */
  loadingText?: ReactNode;
  /** Shown for `successDuration` after refreshing; nothing by default, as in Vant. */
  successText?: ReactNode;
}

const root = css`
  overflow: hidden;
  user-select: none;
`;

const track = css`
  position: relative;
  height: 100%;
  transition-property: transform;
`;

const headStyle = (theme: Theme) => css`
  position: absolute;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  overflow: hidden;
  color: ${theme.color.textMuted};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  text-align: center;
  transform: translateY(-100%);
`;

/**
 * Pull down to refresh (Vant PullRefresh): at the top of its scroll parent, a downward pull
 * moves the content with Vant's damping; releasing past the pull distance refreshes. The head's
 * status text is a polite live region.
 */
export function PullRefresh({
  loading,
  onLoadingChange,
  onRefresh,
  disabled,
  headHeight,
  pullDistance,
  successDuration,
  animationDuration,
  pullingText,
  loosingText,
  loadingText,
  successText,
  children,
  ...rest
}: PullRefreshProps) {
  const intl = useIntl();
  const { status, distance, duration, rootRef, trackRef, trackHandlers } = usePullRefresh({
    loading,
    onLoadingChange,
    onRefresh,
    disabled,
    headHeight,
    pullDistance,
    showSuccess: successText !== undefined && successText !== null && successText !== '',
    successDuration,
    animationDuration,
  });
  const head = headHeight ?? PULL_REFRESH_HEAD_HEIGHT;

  const text = {
    normal: null,
    pulling: pullingText ?? intl.formatMessage({ id: 'ui.pullRefresh.pulling' }),
    loosing: loosingText ?? intl.formatMessage({ id: 'ui.pullRefresh.loosing' }),
    loading: loadingText ?? intl.formatMessage({ id: 'ui.pullRefresh.loading' }),
    success: successText,
  }[status];

  return (
    <div ref={rootRef} data-status={status} css={root} {...rest}>
      <div
        ref={trackRef}
        css={track}
        style={{
          transitionDuration: `${duration}ms`,
          transform: distance ? `translate3d(0, ${distance}px, 0)` : undefined,
        }}
        {...trackHandlers}
      >
        <div aria-live="polite" css={headStyle} style={{ height: head, lineHeight: `${head}px` }}>
          {status === 'loading' ? (
            <Loading size="small" role={undefined}>
              {text}
            </Loading>
          ) : (
            text
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
