import type { NavLink as SiteLink } from '@gbc/site-map';
import { theme, VisuallyHidden } from '@gbc/ui';
import { ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';

interface NavItemLinkProps {
  link: SiteLink;
  /** Show the link's description under its label (desktop menu panels). */
  showDescription?: boolean;
  /** Called when the link is followed, e.g. to close the menu it sits in. */
  onFollow?: () => void;
  className?: string;
}

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Description = styled.span`
  display: block;
  font-size: ${theme.fontSizes.sm};
  font-weight: 400;
  color: ${theme.colors.muted};
`;

/**
 * A navigation link from the site map. Internal links mark the current page with
 * `aria-current="page"`; external ones open in a new tab and say so to screen readers.
 */
export function NavItemLink({ link, showDescription = false, onFollow, className }: NavItemLinkProps) {
  const description =
    showDescription && link.description ? <Description>{link.description}</Description> : null;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onFollow} className={className}>
        <Label>
          {link.label}
          <ExternalLink aria-hidden="true" size={14} />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Label>
        {description}
      </a>
    );
  }
  return (
    <NavLink to={link.href} end onClick={onFollow} className={className}>
      <Label>{link.label}</Label>
      {description}
    </NavLink>
  );
}
