import { Badge, ButtonLink, Card, CardBody, CardTitle, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { ProgramCardContent } from './content/program-cards.js';

// A real list, so screen readers announce how many facts a program has.
const FactList = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding-inline-start: 1.25em;
  font-weight: 600;
`;

// Pushes the link to the bottom so the three cards' links line up in the grid.
const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

/** One program on the /programs index: what it is, its key facts and a link to it. */
export function ProgramCard({ program }: { program: ProgramCardContent }) {
  const headingId = `program-${program.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div>
        <Badge tone="brand">{program.category}</Badge>
      </div>
      <CardTitle id={headingId}>{program.title}</CardTitle>
      <CardBody>{program.summary}</CardBody>
      <FactList aria-label={`${program.title} at a glance`}>
        {program.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </FactList>
      <CardFooter>
        <ButtonLink to={program.href} variant="secondary">
          {program.linkLabel}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
