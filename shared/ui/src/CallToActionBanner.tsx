import { type ReactNode, useId } from 'react';
import { css, styled } from 'styled-components';
import { Heading } from './Heading.js';
import { media } from './media.js';
import { darkSurface, lightSurface, mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export type CallToActionVariant = 'primary' | 'secondary' | 'gradient';

export interface CallToActionBannerProps {
  variant: CallToActionVariant;
  title: ReactNode;
  text?: ReactNode;
  /** Usually one or two ButtonLinks. */
  actions: ReactNode;
  /** Outline level of the title; 2 by default, 3 when the banner sits inside a titled section. */
  headingLevel?: 2 | 3;
  className?: string;
}

const variantStyles: Record<CallToActionVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.brand};
    ${darkSurface}
  `,
  secondary: css`
    background: ${theme.colors.surfaceMuted};
    border: 1px solid ${theme.colors.border};
    ${lightSurface}
  `,
  gradient: css`
    background: linear-gradient(135deg, ${theme.colors.brand} 0%, ${theme.colors.accent} 100%);
    ${darkSurface}
  `,
};

const Banner = styled.section<{ $variant: CallToActionVariant }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  border-radius: ${theme.radii.xl};
  text-align: center;
  ${({ $variant }) => variantStyles[$variant]}

  ${media.md`
    padding: ${theme.space['2xl']} ${theme.space['2xl']};
  `}
`;

const BannerText = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: ${theme.fontSizes.lg};
  color: ${mutedTextColor};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

/** The site's reusable call-to-action banner (spec 1: variants primary, secondary, gradient). */
export function CallToActionBanner({
  variant,
  title,
  text,
  actions,
  headingLevel = 2,
  className,
}: CallToActionBannerProps) {
  const titleId = useId();
  return (
    <Banner $variant={variant} aria-labelledby={titleId} className={className}>
      <Heading level={headingLevel} size="lg" id={titleId}>
        {title}
      </Heading>
      {text ? <BannerText>{text}</BannerText> : null}
      <Actions>{actions}</Actions>
    </Banner>
  );
}
