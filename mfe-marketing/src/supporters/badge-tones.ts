import type { BadgeTone } from '@gbc/ui';
import type { CompanyMaturity, CompanyType } from './content/companies.js';

/** Spec 1: type and maturity have badge colours, so a reader can scan a column by them. */
export const typeBadgeTone: Record<CompanyType, BadgeTone> = {
  Invasive: 'warning',
  'Non-Invasive': 'success',
  Both: 'info',
};

export const maturityBadgeTone: Record<CompanyMaturity, BadgeTone> = {
  Startup: 'brand',
  Growth: 'info',
  Established: 'neutral',
};
