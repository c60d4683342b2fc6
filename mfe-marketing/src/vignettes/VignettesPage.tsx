import { routeMeta } from '@gbc/site-map';
import { Container, Eyebrow, Heading, Lead, Section, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { useMemo } from 'react';
import { useVignetteList } from './api.js';
import { vignettesPagePlaceholderCount } from './constants.js';
import { vignettesPageCopy } from './copy.js';
import { TagFilter } from './TagFilter.js';
import { collectTags } from './tags.js';
import { useTagParam } from './useTagParam.js';
import { VignetteGrid } from './VignetteGrid.js';
import { VignettesEmptyState } from './VignettesEmptyState.js';

const meta = routeMeta('/vignettes');

/** /vignettes: every published vignette as a full card, filterable by one tag. */
export default function VignettesPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [selectedTag, selectTag] = useTagParam();
  // Cards need no body, so the compact fields suffice even for the full-size cards of this page.
  const list = useVignetteList({ fields: 'compact' });
  const tags = useMemo(() => collectTags(list.vignettes), [list.vignettes]);
  const shown = selectedTag
    ? list.vignettes.filter((vignette) => vignette.tags.includes(selectedTag))
    : list.vignettes;
  const isEmpty = list.status === 'ready' && shown.length === 0;

  return (
    <Section>
      <Container>
        <Stack gap="xl">
          <Stack gap="md">
            <Eyebrow>{vignettesPageCopy.eyebrow}</Eyebrow>
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{vignettesPageCopy.lead}</Lead>
          </Stack>
          {tags.length > 0 && <TagFilter tags={tags} selected={selectedTag} onSelect={selectTag} />}
          {isEmpty ? (
            <VignettesEmptyState tag={selectedTag} />
          ) : (
            <VignetteGrid
              vignettes={shown}
              loading={list.status === 'loading'}
              placeholderCount={vignettesPagePlaceholderCount}
              headingLevel={2}
            />
          )}
        </Stack>
      </Container>
    </Section>
  );
}
