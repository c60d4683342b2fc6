import { Stack, theme } from '@gbc/ui';
import { styled } from 'styled-components';

/**
 * One numbered part of the report, the target of a table-of-contents link. The scroll margin keeps the
 * heading clear of the shell's fixed navigation bar when the browser jumps to the fragment.
 */
export const ReportSectionFrame = styled(Stack).attrs({ as: 'section', gap: 'md' })`
  scroll-margin-top: ${theme.space['4xl']};
`;

/** A section of running text, kept to a comfortable line length. */
export const ProseSectionFrame = styled(ReportSectionFrame)`
  max-width: 72ch;
`;
