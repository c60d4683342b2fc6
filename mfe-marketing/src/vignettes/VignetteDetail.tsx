import { type Vignette, vignetteDescription } from '@gbc/contracts/marketing';
import { pageTitle, pathTo } from '@gbc/site-map';
import { Container, media, Section } from '@gbc/ui';
import { StructuredData, useAbsoluteUrl, useDocumentMeta } from '@gbc/web-kit';
import { styled } from 'styled-components';
import { useCouncilOrganization } from '../structured-data/useCouncilOrganization.js';
import { MoreVignettes } from './MoreVignettes.js';
import { SharePanel } from './SharePanel.js';
import { vignetteArticle } from './structured-data.js';
import { VignetteArticle } from './VignetteArticle.js';
import { VignetteClosingCta } from './VignetteClosingCta.js';

// From lg the share panel takes a narrow column to the right of the article; below it is not rendered.
const ArticleLayout = styled.div`
  ${media.lg`
    display: grid;
    grid-template-columns: minmax(0, 1fr) 14rem;
    gap: ${({ theme }) => theme.space['2xl']};
  `}
`;

/** A loaded vignette: article with its share panel, More Vignettes and the closing call to action. */
export function VignetteDetail({ vignette }: { vignette: Vignette }) {
  const summary = vignetteDescription(vignette);
  useDocumentMeta({ title: pageTitle(vignette.title), description: summary, socialDescription: summary });
  const shareUrl = useAbsoluteUrl(pathTo('/vignettes/:slug', { slug: vignette.slug }));
  const publisher = useCouncilOrganization();

  return (
    <>
      <StructuredData data={vignetteArticle(vignette, { pageUrl: shareUrl, publisher })} />
      <Section>
        <Container>
          <ArticleLayout>
            <VignetteArticle vignette={vignette} />
            <SharePanel title={vignette.title} url={shareUrl} />
          </ArticleLayout>
        </Container>
      </Section>
      <MoreVignettes currentSlug={vignette.slug} />
      <VignetteClosingCta />
    </>
  );
}
