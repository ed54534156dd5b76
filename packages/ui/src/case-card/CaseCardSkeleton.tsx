import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { Price } from '../price/Price';
import { Skeleton } from '../skeleton/Skeleton';
import { CASE_ART_RATIO, caseCardBox } from './CaseCard';

export interface CaseCardSkeletonProps extends HTMLAttributes<HTMLDivElement> {
  size?: 'medium' | 'large';
  fill?: boolean;
  animated?: boolean;
}

/**
 * A CaseCard that has not arrived: the same box, a 4:3 art block, a name bar and a price bar in
 * the card's own fonts, so the card that replaces it is exactly as tall.
 */
export function CaseCardSkeleton({
  size = 'medium',
  fill = false,
  animated = true,
  ...rest
}: CaseCardSkeletonProps) {
  return (
    <div aria-hidden css={(theme: Theme) => caseCardBox(theme, size, fill)} {...rest}>
      <Skeleton animated={animated} aspectRatio={CASE_ART_RATIO} />
      <Skeleton animated={animated} shape="text" width="70%">
        {'\u00a0'}
      </Skeleton>
      <Skeleton animated={animated} shape="text">
        <Price value="0.00" />
      </Skeleton>
    </div>
  );
}
