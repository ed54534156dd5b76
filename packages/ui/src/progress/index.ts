export {
  PROGRESS_MAX,
  PROGRESS_MIN,
  PROGRESS_STROKE_WIDTH,
  Progress,
  clampPercentage,
  type ProgressProps,
} from './Progress';
