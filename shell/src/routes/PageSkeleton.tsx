import { Container, Grid, Section, Skeleton, SkeletonCard, Stack, VisuallyHidden } from '@gbc/ui';

/** Placeholder while a remote's page downloads; announced once as busy, the shapes themselves are silent. */
export function PageSkeleton() {
  return (
    <Section aria-busy="true">
      <Container>
        <VisuallyHidden role="status">Loading page…</VisuallyHidden>
        <Stack gap="lg">
          <Skeleton width="40%" height={40} />
          <Skeleton width="70%" height={20} />
          <Grid columns={{ base: 1, md: 3 }}>
            <SkeletonCard />
            <SkeletonCard />
            <SkeletonCard />
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}
