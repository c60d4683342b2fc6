import { ButtonLink, Card, CardTitle, Eyebrow, List, Stack, Text } from '@gbc/ui';
import { type Vertical, verticalsPage } from './content/verticals.js';

/** One vertical: what it is, its features, and Explore Solution / Schedule Demo. */
export function VerticalCard({ vertical, headingLevel = 3 }: { vertical: Vertical; headingLevel?: 2 | 3 }) {
  const headingId = `vertical-${vertical.slug}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Eyebrow>{vertical.industry}</Eyebrow>
        <CardTitle as={`h${headingLevel}`} id={headingId}>
          {vertical.title}: {vertical.subtitle}
        </CardTitle>
        <Text size="sm">{vertical.description}</Text>
        <List gap="xs">
          {vertical.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </List>
        <Stack direction="row" gap="sm" wrap>
          <ButtonLink to={vertical.path} aria-label={`${verticalsPage.explore}: ${vertical.title}`}>
            {verticalsPage.explore}
          </ButtonLink>
          <ButtonLink
            to={verticalsPage.contact}
            variant="outline"
            aria-label={`${verticalsPage.scheduleDemo}: ${vertical.title}`}
          >
            {verticalsPage.scheduleDemo}
          </ButtonLink>
        </Stack>
      </Stack>
    </Card>
  );
}
