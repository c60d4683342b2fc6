import { keyframes, styled } from 'styled-components';
import { Card } from './Card.js';
import { reducedMotion } from './media.js';
import { lengthToCss, theme } from './theme.js';

export interface SkeletonProps {
  /** Pixels when a number; any CSS length when a string. Defaults to the full width. */
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(90deg, #e2e8f0 25%, #f1f5f9 50%, #e2e8f0 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s linear infinite;

  ${reducedMotion} {
    animation: none;
    background: #e2e8f0;
  }
`;

/**
 * A placeholder shape while content loads. Hidden from assistive technology: the loading region itself
 * should say it is busy (aria-busy) or carry a visually hidden "Loading" text.
 */
export function Skeleton({ width = '100%', height = 16, radius = theme.radii.sm, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      $width={lengthToCss(width)}
      $height={lengthToCss(height)}
      $radius={lengthToCss(radius)}
    />
  );
}

export interface SkeletonCardProps {
  /** Lines of body text to imitate. */
  lines?: number;
  className?: string;
}

/** A Card-shaped placeholder: title bar, text lines and a short footer line. */
export function SkeletonCard({ lines = 3, className }: SkeletonCardProps) {
  return (
    <Card aria-hidden="true" className={className}>
      <Skeleton width="60%" height={24} />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
        <Skeleton key={index} width={index === lines - 1 ? '80%' : '100%'} />
      ))}
      <Skeleton width="40%" height={14} />
    </Card>
  );
}
