import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive' | 'loading';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; ignored for `loading`, which stays until dismissed. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id, for `dismiss`. */
  toast(options: ToastOptions): string;
  dismiss(id: string): void;
}

/** Spec 1: toasts close after 5000 ms unless told otherwise. */
export const defaultToastDurationMs = 5000;
export const maxVisibleToasts = 3;

export const ToastContext = createContext<ToastApi | null>(null);

/** The site's toasts; only works under UiProvider (or ToastProvider), which the shell renders once. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <UiProvider> or <ToastProvider>');
  return api;
}
