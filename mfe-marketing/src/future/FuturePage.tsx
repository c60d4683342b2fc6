import {
  ButtonLink,
  CallToActionBanner,
  Card,
  CardBody,
  CardTitle,
  Container,
  Eyebrow,
  Heading,
  List,
  Section,
  Stack,
  Text,
  theme,
} from '@gbc/ui';
import { Video } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { PageIntro } from '../layout/PageIntro.js';
import { ceoVideo, futureIntro, membershipCallToAction, timeline, timelineHeading } from './content.js';

/** A 16:9 frame where the video will go; it holds text only, so nothing pretends to play. */
const VideoPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  width: 100%;
  aspect-ratio: 16 / 9;
  max-width: 800px;
  padding: ${theme.space.lg};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  text-align: center;
`;

/** Spec 1 "/future": the past, present and future timeline, the CEO video placeholder (Q2 2026), a link to /membership. */
export default function FuturePage() {
  const timelineId = useId();
  const videoId = useId();

  return (
    <>
      <PageIntro path="/future" lead={futureIntro} />
      <Section tone="muted" aria-labelledby={timelineId}>
        <Container>
          <Stack gap="xl">
            <Heading level={2} id={timelineId}>
              {timelineHeading}
            </Heading>
            <List as="ol" gap="lg">
              {timeline.map((phase) => (
                <Card as="li" key={phase.id}>
                  <Eyebrow>
                    {phase.era} · {phase.period}
                  </Eyebrow>
                  <CardTitle>{phase.title}</CardTitle>
                  <CardBody>{phase.description}</CardBody>
                </Card>
              ))}
            </List>
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={videoId}>
        <Container>
          <Stack gap="xl" align="center">
            <Heading level={2} id={videoId}>
              {ceoVideo.heading}
            </Heading>
            <VideoPlaceholder>
              <Video aria-hidden="true" size={48} />
              <Text size="lg">{ceoVideo.status}</Text>
              <Text tone="muted">{ceoVideo.expected}</Text>
            </VideoPlaceholder>
          </Stack>
        </Container>
      </Section>
      <Section>
        <Container>
          <CallToActionBanner
            variant="gradient"
            title={membershipCallToAction.title}
            text={membershipCallToAction.text}
            actions={
              <ButtonLink to={membershipCallToAction.action.to} variant="secondary" size="lg">
                {membershipCallToAction.action.label}
              </ButtonLink>
            }
          />
        </Container>
      </Section>
    </>
  );
}
