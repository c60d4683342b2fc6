import { css, styled } from 'styled-components';
import { withoutProps } from './forward-props.js';
import { media } from './media.js';
import { darkSurface, lightSurface } from './surface.js';
import { theme } from './theme.js';

export type SectionTone = 'default' | 'muted' | 'dark' | 'brand';

export interface SectionProps {
  tone?: SectionTone;
}

const toneStyles: Record<SectionTone, ReturnType<typeof css>> = {
  default: css`
    background: ${theme.colors.surface};
    ${lightSurface}
  `,
  muted: css`
    background: ${theme.colors.surfaceMuted};
    ${lightSurface}
  `,
  dark: css`
    background: ${theme.colors.surfaceDark};
    ${darkSurface}
  `,
  brand: css`
    background: ${theme.colors.brand};
    ${darkSurface}
  `,
};

/** A full-width page band with vertical rhythm; put a Container inside for the content column. */
export const Section = styled.section.withConfig(withoutProps('tone'))<SectionProps>`
  padding-block: ${theme.space['2xl']};
  ${({ tone = 'default' }) => toneStyles[tone]}

  ${media.md`
    padding-block: ${theme.space['3xl']};
  `}
`;
