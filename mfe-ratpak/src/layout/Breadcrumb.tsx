import { theme } from '@gbc/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageLink } from './links.js';

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};

  li + li::before {
    content: '/';
    margin-right: ${theme.space.xs};
    opacity: 0.7;
  }

  a {
    color: inherit;
  }
`;

/** Where a vertical sits: RATPAK / Verticals / this page (the current one not a link). */
export function Breadcrumb({ trail, current }: { trail: readonly PageLink[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {trail.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </Trail>
    </nav>
  );
}
