import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { keyframes, styled } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { tabbableElements } from './focusable.js';
import { media, reducedMotion } from './media.js';
import { lightSurface, mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the panel. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  actions?: ReactNode;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.transitions.base};

  ${reducedMotion} {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  ${lightSurface}
  box-shadow: ${theme.shadows.lg};
  animation: ${riseIn} ${theme.transitions.slow};

  &:focus {
    outline: none;
  }

  ${media.md`
    padding: ${theme.space.xl};
  `}

  ${reducedMotion} {
    animation: none;
  }
`;

const Title = styled.h2`
  margin: 0 ${theme.space.xl} 0 0;
  font-size: ${theme.fontSizes['2xl']};
  line-height: 1.3;
`;

const Description = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${mutedTextColor};
`;

const Body = styled.div`
  margin-top: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.ink};
  }

  ${focusRing}
`;

/**
 * A modal dialog: rendered into document.body, labelled by its title, focus kept inside while open and
 * given back to the element that opened it when it closes. The page behind does not scroll meanwhile.
 */
export function Dialog({ open, onClose, title, description, children, actions }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The close button comes first in the DOM, yet the first content control is the more useful start.
    const firstContentControl = panel
      ? tabbableElements(panel).find((element) => element !== closeButtonRef.current)
      : undefined;
    (firstContentControl ?? closeButtonRef.current ?? panel)?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', closeOnEscape);

    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const tabbable = tabbableElements(panelRef.current);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <Title id={titleId}>{title}</Title>
        <CloseButton ref={closeButtonRef} type="button" aria-label="Close dialog" onClick={onClose}>
          <X aria-hidden="true" size={20} />
        </CloseButton>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children ? <Body>{children}</Body> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
