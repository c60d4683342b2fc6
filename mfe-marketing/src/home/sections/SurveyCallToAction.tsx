import { ButtonLink, Card, Container, Eyebrow, Heading, Section, Stack, Text, theme } from '@gbc/ui';
import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { surveyCallToAction } from '../content/calls-to-action.js';

const IconBadge = styled.span`
  display: inline-flex;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brand};
`;

const CenteredCard = styled(Card)`
  padding: ${theme.space['2xl']} ${theme.space.lg};
  text-align: center;
`;

export function SurveyCallToAction() {
  const headingId = useId();
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <Container>
        <CenteredCard>
          <Stack gap="md" align="center">
            <IconBadge>
              <ClipboardList aria-hidden="true" size={32} />
            </IconBadge>
            <Eyebrow>{surveyCallToAction.eyebrow}</Eyebrow>
            <Heading level={2} id={headingId}>
              {surveyCallToAction.title}
            </Heading>
            <Text size="lg">{surveyCallToAction.text}</Text>
            <Text size="sm" tone="muted">
              {surveyCallToAction.details}
            </Text>
            <ButtonLink to={surveyCallToAction.action.to} size="lg">
              {surveyCallToAction.action.label}
            </ButtonLink>
          </Stack>
        </CenteredCard>
      </Container>
    </Section>
  );
}
