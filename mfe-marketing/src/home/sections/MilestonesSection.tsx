import {
  Badge,
  type BadgeTone,
  Card,
  CardTitle,
  Container,
  List,
  media,
  Section,
  Stack,
  Text,
  theme,
} from '@gbc/ui';
import { useMediaQuery } from '@gbc/web-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import {
  type Milestone,
  type MilestoneStatus,
  milestoneScrollerLabel,
  milestoneStatusLabels,
  milestones,
  milestonesIntro,
} from '../content/milestones.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

const statusTones: Record<MilestoneStatus, BadgeTone> = {
  completed: 'success',
  'in-progress': 'info',
  upcoming: 'neutral',
};

const markerSize = 44;

/* One list, two layouts: a snap-scrolling row below lg, a vertical timeline from lg up. */
const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  padding-block: ${theme.space.xs};
  border-radius: ${theme.radii.lg};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  ${media.lg`
    overflow-x: visible;
    scroll-snap-type: none;
  `}
`;

const Timeline = styled(List).attrs({ as: 'ol' })`
  flex-direction: row;
  gap: ${theme.space.md};

  ${media.lg`
    position: relative;
    flex-direction: column;
    gap: ${theme.space.lg};

    &::before {
      content: '';
      position: absolute;
      inset-block: 0;
      left: ${markerSize / 2 - 1}px;
      width: 2px;
      background: ${theme.colors.border};
    }
  `}
`;

const Item = styled(Card).attrs({ as: 'li' })`
  flex: 0 0 min(80%, 300px);
  scroll-snap-align: start;

  ${media.lg`
    position: relative;
    flex: none;
    margin-left: ${markerSize + 24}px;
  `}
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${markerSize}px;
  height: ${markerSize}px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.onDark};

  ${media.lg`
    position: absolute;
    top: ${theme.space.lg};
    left: -${markerSize + 24}px;
  `}
`;

function MilestoneItem({ milestone }: { milestone: Milestone }) {
  const { icon: Icon } = milestone;
  return (
    <Item>
      <Marker>
        <Icon aria-hidden="true" size={22} />
      </Marker>
      <Text size="sm" tone="muted">
        {milestone.quarter} {milestone.year}
      </Text>
      <CardTitle>{milestone.title}</CardTitle>
      <Text>{milestone.description}</Text>
      <div>
        <Badge tone={statusTones[milestone.status]}>{milestoneStatusLabels[milestone.status]}</Badge>
      </div>
    </Item>
  );
}

export function MilestonesSection() {
  const headingId = useId();
  // Only the mobile row scrolls, so only there does the region need to be a tab stop for keyboard users.
  const isTimeline = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);

  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={milestonesIntro} headingId={headingId} />
          <Scroller role="region" aria-label={milestoneScrollerLabel} tabIndex={isTimeline ? undefined : 0}>
            <Timeline>
              {milestones.map((milestone) => (
                <MilestoneItem key={milestone.id} milestone={milestone} />
              ))}
            </Timeline>
          </Scroller>
        </Stack>
      </Container>
    </Section>
  );
}
