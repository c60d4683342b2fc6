import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { List } from './List.js';
import { media } from './media.js';
import { ToastItem, type ToastRecord } from './ToastItem.js';
import { theme } from './theme.js';
import {
  defaultToastDurationMs,
  maxVisibleToasts,
  type ToastApi,
  ToastContext,
  type ToastOptions,
} from './toast-context.js';

/*
 * Out of the flow, so a toast never moves the page. Below lg it hangs from the top, under the fixed
 * header and beneath it (an open menu covers it), where a page starts with its heading rather than its
 * buttons; from lg up it sits bottom-right, beside the content column.
 */
const Region = styled.section`
  position: fixed;
  top: ${theme.headerHeightPx}px;
  right: 0;
  left: 0;
  z-index: ${theme.zIndices.header - 1};
  padding: ${theme.space.md};
  pointer-events: none;

  ${media.sm`
    left: auto;
    width: calc(356px + 2 * ${theme.space.lg});
  `}

  ${media.lg`
    top: auto;
    bottom: 0;
    z-index: ${theme.zIndices.toast};
    padding: ${theme.space.lg};
  `}
`;

const ToastList = styled(List).attrs({ as: 'ol' })`
  gap: 14px;
`;

/**
 * Holds the toasts of the whole page and renders them bottom-right, newest on top, at most three at a time
 * (older ones are dropped when a fourth arrives).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const variant = options.variant ?? 'default';
    const record: ToastRecord = {
      id: `toast-${nextId.current}`,
      title: options.title,
      description: options.description,
      variant,
      durationMs:
        variant === 'loading' ? Number.POSITIVE_INFINITY : (options.durationMs ?? defaultToastDurationMs),
    };
    setToasts((current) => [record, ...current].slice(0, maxVisibleToasts));
    return record.id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region aria-label="Notifications">
        <ToastList aria-live="polite">
          {toasts.map((record) => (
            <ToastItem key={record.id} record={record} onDismiss={dismiss} />
          ))}
        </ToastList>
      </Region>
    </ToastContext.Provider>
  );
}
