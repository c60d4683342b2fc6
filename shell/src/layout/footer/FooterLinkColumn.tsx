import type { FooterColumn } from '@gbc/site-map';
import { List, theme } from '@gbc/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Title = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
`;

const ColumnLinks = styled(List)`
  gap: ${theme.space.xs};
`;

const ComingSoon = styled.li`
  color: ${theme.colors.muted};
`;

const Expected = styled.span`
  display: block;
  font-size: ${theme.fontSizes.xs};
`;

/** One footer column: a heading, its links and, where there are any, the resources coming soon. */
export function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const titleId = useId();
  return (
    <div>
      <Title id={titleId}>{column.title}</Title>
      <ColumnLinks aria-labelledby={titleId}>
        {column.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
        {column.comingSoon?.map((item) => (
          <ComingSoon key={item.label}>
            {item.label}
            <Expected>Coming soon · expected {item.expected}</Expected>
          </ComingSoon>
        ))}
      </ColumnLinks>
    </div>
  );
}
