import { pathTo } from '@gbc/site-map';
import { ButtonLink, CallToActionBanner, Container, Section } from '@gbc/ui';
import { closingCtaCopy } from './copy.js';

/** "Ready to Shape the Future?": the invitation under every vignette, to membership or more reading. */
export function VignetteClosingCta() {
  return (
    <Section>
      <Container>
        <CallToActionBanner
          variant="gradient"
          title={closingCtaCopy.title}
          text={closingCtaCopy.text}
          actions={
            <>
              <ButtonLink to={pathTo('/membership')} variant="secondary">
                {closingCtaCopy.membership}
              </ButtonLink>
              <ButtonLink to={pathTo('/vignettes')} variant="outline">
                {closingCtaCopy.vignettes}
              </ButtonLink>
            </>
          }
        />
      </Container>
    </Section>
  );
}
