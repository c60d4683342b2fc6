import { useToast } from '@gbc/ui';
import { useFirstVisitFlag } from '@gbc/web-kit';
import { useEffect, useRef } from 'react';
import { welcomeSeenKey, welcomeToast, welcomeToastDurationMs } from './content/welcome.js';

/** Greets a first-time visitor once (spec 1 "Home"); the flag lives in localStorage. */
export function useWelcomeToast(): void {
  const isFirstVisit = useFirstVisitFlag(welcomeSeenKey);
  const { toast } = useToast();
  // StrictMode runs effects twice in development; the greeting must still appear only once.
  const shown = useRef(false);

  useEffect(() => {
    if (!isFirstVisit || shown.current) return;
    shown.current = true;
    toast({ ...welcomeToast, durationMs: welcomeToastDurationMs });
  }, [isFirstVisit, toast]);
}
