import { Heading, media, theme } from '@gbc/ui';
import { styled } from 'styled-components';

export interface TableOfContentsEntry {
  id: string;
  title: string;
}

// Stays in view beside the report on wide screens, clear of the fixed navigation bar.
const Nav = styled.nav`
  align-self: start;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceMuted};

  ${media.lg`
    position: sticky;
    top: ${theme.space['4xl']};
  `}
`;

const EntryList = styled.ol`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0 0;
  padding-inline-start: 1.25em;
`;

/** The report's labelled table of contents: in-page links to each section's fragment id. */
export function ReportTableOfContents({
  title,
  entries,
}: {
  title: string;
  entries: readonly TableOfContentsEntry[];
}) {
  return (
    <Nav aria-labelledby="report-contents-title">
      <Heading level={2} size="sm" id="report-contents-title">
        {title}
      </Heading>
      <EntryList>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </EntryList>
    </Nav>
  );
}
