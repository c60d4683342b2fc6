import { Card, Skeleton } from '@gbc/ui';

/** Placeholder in the shape of a VignetteCard: byline, title, excerpt lines and two tag chips. */
export function VignetteCardSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="vignette-card-skeleton">
      <Skeleton width="55%" height={14} />
      <Skeleton width="80%" height={26} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
      <Skeleton width="40%" height={22} radius={999} />
    </Card>
  );
}
