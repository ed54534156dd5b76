export { PullRefresh, type PullRefreshProps } from './PullRefresh';
export {
  PULL_REFRESH_ANIMATION_DURATION,
  PULL_REFRESH_HEAD_HEIGHT,
  PULL_REFRESH_SUCCESS_DURATION,
  pullRefreshEase,
  usePullRefresh,
  type PullRefreshStatus,
  type UsePullRefreshOptions,
} from './usePullRefresh';
