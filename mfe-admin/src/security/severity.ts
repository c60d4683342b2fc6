import type { BadgeTone } from '@gbc/ui';

/**
 * Spec 3 §9's badge colours: critical and error "destructive", warn "default", all others "secondary",
 * in the ui kit's tones.
 */
export function severityTone(severity: string): BadgeTone {
  if (severity === 'critical' || severity === 'error') return 'danger';
  if (severity === 'warn') return 'brand';
  return 'neutral';
}
