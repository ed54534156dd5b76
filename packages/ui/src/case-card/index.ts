export { CaseCard, type CaseCardProps } from './CaseCard';
export { CaseCardSkeleton, type CaseCardSkeletonProps } from './CaseCardSkeleton';
