import { logError } from '@gbc/web-kit';

/** Logs errors that no component catches: uncaught exceptions and unhandled promise rejections. */
export function installGlobalErrorLogging(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => logError('uncaught error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => logError('unhandled rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
