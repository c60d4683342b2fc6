import { type RoutePath, routeMeta } from '@gbc/site-map';
import { Container, Heading, Lead, Section, Stack } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';

/** The opening of a content page: the site map's heading for `path` and a lead; it also sets the page's meta. */
export function PageIntro({ path, lead }: { path: RoutePath; lead: string }) {
  const meta = routeMeta(path);
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <Section>
      <Container>
        <Stack gap="md">
          <Heading level={1}>{meta.heading}</Heading>
          <Lead>{lead}</Lead>
        </Stack>
      </Container>
    </Section>
  );
}
