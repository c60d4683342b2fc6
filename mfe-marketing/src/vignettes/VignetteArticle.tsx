import type { Vignette } from '@gbc/contracts/marketing';
import { Heading, Lead, Stack } from '@gbc/ui';
// A subpath of its own, so DOMPurify loads with this page instead of with every page.
import { RichText } from '@gbc/web-kit/rich-text';
import { styled } from 'styled-components';
import { ReadableColumn } from '../layout/ReadableColumn.js';
import { vignetteCardCopy } from './copy.js';
import { VignetteMeta } from './VignetteMeta.js';
import { VignetteTags } from './VignetteTags.js';

/** Reading typography for the sanitised body; only the spec's allowlisted elements can occur in it. */
const ArticleBody = styled(RichText)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.75;

  & > * + * {
    margin-top: 1.25em;
  }

  h1, h2, h3, h4, h5, h6 {
    margin-top: 1.75em;
    line-height: 1.3;
  }

  ul, ol {
    padding-inline-start: 1.5em;
  }

  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.brandSoft};
    font-style: italic;
  }

  pre, code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;

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
