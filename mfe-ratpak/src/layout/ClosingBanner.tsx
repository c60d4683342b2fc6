import { ButtonLink, CallToActionBanner, Container, ExternalButtonLink, Section } from '@gbc/ui';
import type { ExternalLink, PageLink } from './links.js';

interface ClosingBannerProps {
  title: string;
  text: string;
  links: readonly PageLink[];
  /** External demo pages (the four static verticals). */
  external?: ExternalLink;
}

/** The call to action that ends every RATPAK page. */
export function ClosingBanner({ title, text, links, external }: ClosingBannerProps) {
  return (
    <Section>
      <Container>
        <CallToActionBanner
          variant="gradient"
          title={title}
          text={text}
          actions={
            <>
              {links.map((link, index) => (
                <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'outline'}>
                  {link.label}
                </ButtonLink>
              ))}
              {external ? (
                <ExternalButtonLink href={external.href} variant="outline">
                  {external.label}
                </ExternalButtonLink>
              ) : null}
            </>
          }
        />
      </Container>
    </Section>
  );
}
