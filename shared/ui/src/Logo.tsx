import type { LogoSize, LogoVariant } from '@gbc/site-map';
import { logoSizes } from '@gbc/site-map';
import { Brain } from 'lucide-react';
import { useState } from 'react';
import { styled } from 'styled-components';
import { theme } from './theme.js';
import { VisuallyHidden } from './VisuallyHidden.js';

export interface LogoProps {
  variant: LogoVariant;
  size?: LogoSize;
  /** Show the name and subtitle beside the mark; when false the name is still given to screen readers. */
  showText?: boolean;
  className?: string;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: inherit;
`;

const Mark = styled.span<{ $px: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.15;
`;

const Name = styled.span<{ $px: number }>`
  font-weight: 800;
  font-size: ${({ $px }) => Math.max(14, Math.round($px * 0.42))}px;
  letter-spacing: -0.01em;
`;

const Subtitle = styled.span<{ $px: number }>`
  font-size: ${({ $px }) => Math.max(11, Math.round($px * 0.28))}px;
  opacity: 0.85;
`;

/** The mark alone: the image, or the brain icon in the brand colour when the image cannot be loaded. */
function LogoMark({ variant, px }: { variant: LogoVariant; px: number }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Mark $px={px} data-logo-mark={imageFailed ? 'icon' : 'image'}>
      {imageFailed ? (
        <Brain aria-hidden="true" size={px} color={variant.color} />
      ) : (
        <img src={variant.image} alt="" width={px} height={px} onError={() => setImageFailed(true)} />
      )}
    </Mark>
  );
}

/** The council's or a product's logo (variants and sizes from @gbc/site-map). */
export function Logo({ variant, size = 'md', showText = true, className }: LogoProps) {
  const px = logoSizes[size];
  return (
    <Root data-logo-variant={variant.id} className={className}>
      {/* Keyed by variant so a failed image of one brand does not hide the image of the next. */}
      <LogoMark key={variant.id} variant={variant} px={px} />
      {showText ? (
        <Words>
          <Name $px={px}>{variant.name}</Name>
          <Subtitle $px={px}>{variant.subtitle}</Subtitle>
        </Words>
      ) : (
        <VisuallyHidden>{variant.name}</VisuallyHidden>
      )}
    </Root>
  );
}
