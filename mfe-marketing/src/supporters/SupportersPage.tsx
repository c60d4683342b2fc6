import { pathTo, routeMeta } from '@gbc/site-map';
import { ButtonLink, CallToActionBanner, Container, Heading, Lead, Section, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { directoryCopy } from './content/directory-copy.js';
import { SupportersDirectory } from './SupportersDirectory.js';
import { useDirectoryFiltersParams } from './useDirectoryFiltersParams.js';

/** Spec 1 "/supporters": the BCI ecosystem directory, its filters in the URL, then links to /membership and /contact. */
export default function SupportersPage() {
  const meta = routeMeta('/supporters');
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [filters, setFilters] = useDirectoryFiltersParams();
  const { callToAction } = directoryCopy;

  return (
    <Section>
      <Container>
        <Stack gap="2xl">
          <Stack gap="md">
            <Heading level={1}>{meta.heading}</Heading>
            <Lead>{directoryCopy.intro}</Lead>
          </Stack>
          <SupportersDirectory
            filters={filters}
            onFiltersChange={setFilters}
            formAction={pathTo('/supporters')}
            clearControl={
              <ButtonLink to={pathTo('/supporters')} variant="ghost">
                {directoryCopy.clearFilters}
              </ButtonLink>
            }
          />
          <CallToActionBanner
            variant="gradient"
            title={callToAction.title}
            text={callToAction.text}
            actions={
              <>
                <ButtonLink to={pathTo('/membership')} variant="secondary">
                  {callToAction.membership}
                </ButtonLink>
                <ButtonLink to={pathTo('/contact')} variant="outline">
                  {callToAction.contact}
                </ButtonLink>
              </>
            }
          />
        </Stack>
      </Container>
    </Section>
  );
}
