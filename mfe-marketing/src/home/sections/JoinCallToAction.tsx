import { ButtonLink, CallToActionBanner, Container, Section } from '@gbc/ui';
import { ArrowRight } from 'lucide-react';
import { joinCallToAction } from '../content/calls-to-action.js';

/** The closing banner; CallToActionBanner is itself the labelled section, so the band stays unnamed. */
export function JoinCallToAction() {
  return (
    <Section>
      <Container>
        <CallToActionBanner
          variant="gradient"
          title={joinCallToAction.title}
          text={joinCallToAction.text}
          actions={
            <ButtonLink to={joinCallToAction.action.to} variant="secondary" size="lg">
              {joinCallToAction.action.label}
              <ArrowRight aria-hidden="true" size={20} />
            </ButtonLink>
          }
        />
      </Container>
    </Section>
  );
}
