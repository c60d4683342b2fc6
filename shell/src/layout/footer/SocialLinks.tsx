import { socialLinks } from '@gbc/site-map';
import { List, theme, VisuallyHidden } from '@gbc/ui';
import { styled } from 'styled-components';

const SocialList = styled(List)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
`;

/** The council's social profiles; web profiles open in a new tab, the e-mail link in the mail client. */
export function SocialLinks() {
  return (
    <SocialList aria-label="Social media">
      {socialLinks.map((link) => {
        const opensTab = !link.href.startsWith('mailto:');
        return (
          <li key={link.href}>
            <a
              href={link.href}
              target={opensTab ? '_blank' : undefined}
              rel={opensTab ? 'noopener noreferrer' : undefined}
            >
              {link.label}
              {opensTab ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
            </a>
          </li>
        );
      })}
    </SocialList>
  );
}
