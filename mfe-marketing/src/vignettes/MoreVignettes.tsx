import { Container, Heading, Section, Stack } from '@gbc/ui';
import { useId } from 'react';
import { useVignetteList } from './api.js';
import { moreVignettesLimit, moreVignettesPlaceholderCount } from './constants.js';
import { vignetteDetailCopy } from './copy.js';
import { VignetteGrid } from './VignetteGrid.js';

/** Up to six other vignettes under an article; nothing at all when there are none or the call fails. */
export function MoreVignettes({ currentSlug }: { currentSlug: string }) {
  const headingId = useId();
  // One extra, so that leaving out the vignette being read still leaves a full six.
  const list = useVignetteList({ limit: moreVignettesLimit + 1, fields: 'compact' });
  const others = list.vignettes
    .filter((vignette) => vignette.slug !== currentSlug)
    .slice(0, moreVignettesLimit);
  if (list.status === 'ready' && others.length === 0) return null;

  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <Heading level={2} id={headingId}>
            {vignetteDetailCopy.moreHeading}
          </Heading>
          <VignetteGrid
            vignettes={others}
            loading={list.status === 'loading'}
            placeholderCount={moreVignettesPlaceholderCount}
            compact
            headingLevel={3}
          />
        </Stack>
      </Container>
    </Section>
  );
}
