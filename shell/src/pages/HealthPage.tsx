import { pathTo } from '@gbc/site-map';
import { ButtonLink, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { useRouteEntry } from '@gbc/web-kit';
import { useLocation } from 'react-router-dom';

/**
 * `/__health` and `/__safe`: proves the shell itself renders, with no remote involved, and offers
 * a way back into the site.
 */
export function HealthPage() {
  const { pathname } = useLocation();
  // `/__safe` shares the page and its heading.
  const heading = useRouteEntry('/__health')?.title;
  return (
    <Section>
      <Container>
        <Stack gap="lg">
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          <Text>
            Current path: <code data-testid="current-path">{pathname}</code>
          </Text>
          <Stack direction="row" gap="sm" wrap>
            <ButtonLink to={pathTo('/')}>Go to Homepage</ButtonLink>
            <ButtonLink to={pathTo('/signal-economy-survey')} variant="outline">
              Take the Signal Economy Survey
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
