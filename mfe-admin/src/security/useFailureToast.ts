import { useToast } from '@gbc/ui';
import { useEffect } from 'react';

/** Spec 3 §8: a failed dashboard query is announced in a toast, once per failure. */
export function useFailureToast(failed: boolean, message: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (failed) toast({ title: message, variant: 'destructive' });
  }, [failed, message, toast]);
}
