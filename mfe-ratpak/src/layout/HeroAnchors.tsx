import { theme } from '@gbc/ui';
import { styled } from 'styled-components';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border: 2px solid currentColor;
  border-radius: ${theme.radii.md};
  color: inherit;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
`;

/** In-page links of a vertical's hero (`#roi-calculator`, `#lead-form`). */
export function HeroAnchors({ links }: { links: readonly { label: string; href: `#${string}` }[] }) {
  return links.map((link) => (
    <Anchor key={link.href} href={link.href}>
      {link.label}
    </Anchor>
  ));
}
