import { routeMeta } from '@gbc/site-map';
import { Container, Eyebrow, Heading, Lead, Section, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { useMemo } from 'react';
import { useVignettePages } from './api.js';
import { vignettesPagePlaceholderCount } from './constants.js';
import { vignettesPageCopy } from './copy.js';
import { vignettesFeedAlternate } from './feed.js';
import { LoadMoreLink } from './LoadMoreLink.js';
import { TagFilter } from './TagFilter.js';
import { collectTags } from './tags.js';
import { useVignetteListParams } from './useVignetteListParams.js';
import { VignetteGrid } from './VignetteGrid.js';
import { VignettesEmptyState } from './VignettesEmptyState.js';

const meta = routeMeta('/vignettes');

/** /vignettes: published vignettes as full cards, a page at a time, filterable by one tag. */
export default function VignettesPage() {
  useDocumentMeta({ title: meta.title, description: meta.description, alternates: [vignettesFeedAlternate] });
  const { tag, cursor, selectTag } = useVignetteListParams();
  // Cards need no body, so the compact fields suffice even for the full-size cards of this page.
  const list = useVignettePages({ tag: tag ?? undefined, fields: 'compact', cursor: cursor ?? undefined });
  // The filter offers the tags of the unfiltered list loaded so far: the same query as the list
  // itself while no tag is chosen, so it costs a request only when a filtered list is opened directly.
  const unfiltered = useVignettePages({ fields: 'compact' });
  const tags = useMemo(
    () => collectTags(tag ? [...unfiltered.vignettes, { tags: [tag] }] : unfiltered.vignettes),
    [unfiltered.vignettes, tag],
  );
  const isEmpty = list.status === 'ready' && list.vignettes.length === 0;

  return (
    <Section>
      <Container>
        <Stack gap="xl">
          <Stack gap="md">
            <Eyebrow>{vignettesPageCopy.eyebrow}</Eyebrow>
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{vignettesPageCopy.lead}</Lead>
          </Stack>
          {tags.length > 0 && <TagFilter tags={tags} selected={tag} onSelect={selectTag} />}
          {isEmpty ? (
            <VignettesEmptyState tag={tag} />
          ) : (
            <VignetteGrid
              vignettes={list.vignettes}
              loading={list.status === 'loading'}
              placeholderCount={vignettesPagePlaceholderCount}
              headingLevel={2}
            />
          )}
          {list.nextCursor && (
            <Stack align="center">
              <LoadMoreLink
                tag={tag}
                nextCursor={list.nextCursor}
                loading={list.loadingMore}
                onLoadMore={list.loadMore}
              />
            </Stack>
          )}
        </Stack>
      </Container>
    </Section>
  );
}
