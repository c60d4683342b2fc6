import {
  Badge,
  type BadgeTone,
  Card,
  CardBody,
  CardTitle,
  Container,
  GridList,
  Section,
  Stack,
  theme,
} from '@gbc/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { type WorkArea, type WorkAreaTag, workAreas, workAreasIntro } from '../content/work-areas.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

const tagTones: Record<WorkAreaTag, BadgeTone> = { FEATURED: 'brand', NEW: 'success' };

const LinkedCard = styled(Card)`
  height: 100%;
  overflow: hidden;
  padding-top: 0;
`;

const AccentBand = styled.span<{ $from: string; $to: string }>`
  display: block;
  height: 6px;
  margin-inline: -${theme.space.lg};
  margin-bottom: ${theme.space.md};
  background: linear-gradient(90deg, ${({ $from }) => $from}, ${({ $to }) => $to});
`;

const CardHead = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const IconWrap = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
`;

function WorkAreaCard({ area }: { area: WorkArea }) {
  const { icon: Icon, gradient } = area;
  const [from, to] = gradient;
  return (
    <li>
      <LinkedCard as={Link} to={area.link} interactive>
        <AccentBand aria-hidden="true" $from={from} $to={to} />
        <CardHead>
          <IconWrap $color={from}>
            <Icon aria-hidden="true" size={28} />
          </IconWrap>
          {area.tag && <Badge tone={tagTones[area.tag]}>{area.tag}</Badge>}
        </CardHead>
        <CardTitle>{area.title}</CardTitle>
        <CardBody>{area.description}</CardBody>
      </LinkedCard>
    </li>
  );
}

export function WorkAreasSection() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={workAreasIntro} headingId={headingId} />
          <GridList>
            {workAreas.map((area) => (
              <WorkAreaCard key={area.id} area={area} />
            ))}
          </GridList>
        </Stack>
      </Container>
    </Section>
  );
}
