import type { Vignette } from '@gbc/contracts/marketing';
import { Heading, Lead, Stack } from '@gbc/ui';
// A subpath of its own, so DOMPurify loads with this page instead of with every page.
import { ArticleBody } from '@gbc/web-kit/rich-text';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { vignetteCardCopy } from './copy.js';
import { VignetteMeta } from './VignetteMeta.js';
import { VignetteTags } from './VignetteTags.js';

/** The vignette itself: byline, title, excerpt, tags and the rich-text body. */
export function VignetteArticle({ vignette }: { vignette: Vignette }) {
  return (
    <ReadableColumn as="article">
      <Stack gap="xl">
        <Stack as="header" gap="md">
          <VignetteMeta vignette={vignette} size="md" />
          <Heading level={1}>{vignette.title}</Heading>
          <Lead>{vignette.excerpt}</Lead>
          <VignetteTags tags={vignette.tags} label={vignetteCardCopy.tagsLabel} />
        </Stack>
        <ArticleBody html={vignette.content} />
      </Stack>
    </ReadableColumn>
  );
}
