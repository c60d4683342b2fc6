import {
  ButtonLink,
  Card,
  CardBody,
  CardTitle,
  Container,
  GridList,
  List,
  Section,
  Stack,
  Tag,
  Text,
  theme,
} from '@gbc/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import {
  allProductsLink,
  type FeaturedTechnology,
  featuredTechnologies,
  featuredTechnologiesIntro,
} from '../content/featured-technologies.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

const BrandMark = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radii.pill};
  background: ${({ $color }) => $color};
  color: ${theme.colors.onPrimary};
`;

const Highlights = styled(List)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

function TechnologyCard({ technology }: { technology: FeaturedTechnology }) {
  const { icon: Icon } = technology;
  return (
    <Card as="li">
      <BrandMark $color={technology.color}>
        <Icon aria-hidden="true" size={28} />
      </BrandMark>
      <CardTitle>{technology.name}</CardTitle>
      <Text size="sm" tone="muted">
        {technology.subtitle}
      </Text>
      <CardBody>{technology.description}</CardBody>
      <Highlights aria-label={`${technology.name} applications`}>
        {technology.highlights.map((highlight) => (
          <li key={highlight}>
            <Tag>{highlight}</Tag>
          </li>
        ))}
      </Highlights>
      <CardFooter>
        <ButtonLink to={technology.link.to} variant="secondary">
          {technology.link.label}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

export function FeaturedTechnologiesSection() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={featuredTechnologiesIntro} headingId={headingId} />
          <GridList columns={{ base: 1, md: 2 }}>
            {featuredTechnologies.map((technology) => (
              <TechnologyCard key={technology.id} technology={technology} />
            ))}
          </GridList>
          <Stack direction="row" justify="center">
            <ButtonLink to={allProductsLink.to} variant="outline" size="lg">
              {allProductsLink.label}
            </ButtonLink>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
