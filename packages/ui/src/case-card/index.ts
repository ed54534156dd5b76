export { CASE_ART_RATIO, CaseCard, type CaseCardProps } from './CaseCard';
export { CaseCardSkeleton, type CaseCardSkeletonProps } from './CaseCardSkeleton';
