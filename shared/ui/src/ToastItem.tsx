import { CircleAlert, CircleCheck, LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { reducedMotion } from './media.js';
import { lightSurface } from './surface.js';
import { theme } from './theme.js';
import type { ToastVariant } from './toast-context.js';

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Infinity for toasts that stay until dismissed. */
  durationMs: number;
}

interface ToastItemProps {
  record: ToastRecord;
  onDismiss: (id: string) => void;
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const accentByVariant: Record<ToastVariant, string> = {
  default: theme.colors.brand,
  success: theme.colors.success,
  destructive: theme.colors.danger,
  loading: theme.colors.primary,
};

const Item = styled.li<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${({ $variant }) => accentByVariant[$variant]};
  border-radius: ${theme.radii.md};
  background: ${({ $variant }) => ($variant === 'destructive' ? theme.tones.danger.background : theme.colors.surface)};
  ${lightSurface}
  box-shadow: ${theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} ${theme.transitions.slow};

  ${reducedMotion} {
    animation: none;
  }
`;

const IconSlot = styled.span<{ $variant: ToastVariant }>`
  display: inline-flex;
  padding-top: 2px;
  color: ${({ $variant }) => accentByVariant[$variant]};

  ${({ $variant }) =>
    $variant === 'loading' &&
    css`
      svg {
        animation: ${spin} 1s linear infinite;
      }
      ${reducedMotion} {
        svg {
          animation: none;
        }
      }
    `}
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  line-height: 1.4;
`;

const Description = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin: -4px -4px 0 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.ink};
  }

  ${focusRing}
`;

function VariantIcon({ variant }: { variant: ToastVariant }) {
  switch (variant) {
    case 'success':
      return <CircleCheck aria-hidden="true" size={20} />;
    case 'destructive':
      return <CircleAlert aria-hidden="true" size={20} />;
    case 'loading':
      return <LoaderCircle aria-hidden="true" size={20} />;
    case 'default':
      return null;
  }
}

/**
 * One toast. Its countdown pauses while the pointer is over it or focus is inside it, so a reader who
 * reaches for it keeps it (WCAG 2.2.1); the rest of the countdown resumes afterwards.
 */
export function ToastItem({ record, onDismiss }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remainingMs = useRef(record.durationMs);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !Number.isFinite(remainingMs.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(record.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss, record.id]);

  // The list around the toasts is the polite live region; a destructive toast interrupts as an alert.
  const isDestructive = record.variant === 'destructive';
  return (
    <Item
      $variant={record.variant}
      role={isDestructive ? 'alert' : undefined}
      aria-atomic="true"
      data-toast-variant={record.variant}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <IconSlot $variant={record.variant}>
        <VariantIcon variant={record.variant} />
      </IconSlot>
      <Content>
        <Title>{record.title}</Title>
        {record.description ? <Description>{record.description}</Description> : null}
      </Content>
      <CloseButton
        type="button"
        aria-label={`Dismiss notification: ${record.title}`}
        onClick={() => onDismiss(record.id)}
      >
        <X aria-hidden="true" size={16} />
      </CloseButton>
    </Item>
  );
}
