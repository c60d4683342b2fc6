import { ButtonLink, CallToActionBanner, Container, Section } from '@gbc/ui';
import type { ContactLink, TitledText } from './types.js';

export interface ProgramClosingBannerProps {
  closing: TitledText;
  /** The main action (apply) and the secondary one (questions), both to the contact form. */
  primary: ContactLink;
  secondary: ContactLink;
}

/** The gradient banner that ends each program page with its two contact links. */
export function ProgramClosingBanner({ closing, primary, secondary }: ProgramClosingBannerProps) {
  return (
    <Section>
      <Container>
        <CallToActionBanner
          variant="gradient"
          title={closing.title}
          text={closing.text}
          actions={
            <>
              <ButtonLink to={primary.to}>{primary.label}</ButtonLink>
              <ButtonLink to={secondary.to} variant="outline">
                {secondary.label}
              </ButtonLink>
            </>
          }
        />
      </Container>
    </Section>
  );
}
