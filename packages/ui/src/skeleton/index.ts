export {
  Skeleton,
  SkeletonRegion,
  SKELETON_SWEEP_MS,
  type SkeletonProps,
  type SkeletonRegionProps,
  type SkeletonShape,
} from './Skeleton';
