import { Container, Section, Skeleton, Stack, VisuallyHidden } from '@gbc/ui';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { vignetteDetailCopy } from './copy.js';

/** Stand-in for the article while it loads; announced once, the shapes themselves are hidden. */
export function VignetteDetailSkeleton() {
  return (
    <Section aria-busy="true">
      <Container>
        <VisuallyHidden role="status">{vignetteDetailCopy.loading}</VisuallyHidden>
        <ReadableColumn aria-hidden="true">
          <Stack gap="lg">
            <Skeleton width="40%" height={16} />
            <Skeleton width="85%" height={44} />
            <Skeleton width="95%" height={22} />
            <Stack direction="row" gap="sm">
              <Skeleton width={72} height={24} radius={999} />
              <Skeleton width={96} height={24} radius={999} />
            </Stack>
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
              <Skeleton key={index} width={index % 3 === 2 ? '70%' : '100%'} height={18} />
            ))}
          </Stack>
        </ReadableColumn>
      </Container>
    </Section>
  );
}
