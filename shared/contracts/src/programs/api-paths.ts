import { serviceApiPaths } from '../service-api.js';
import type { ProgramBrochure } from './brochures.js';

const { prefix, api, encode } = serviceApiPaths('programs');

/** Route patterns as the programs service registers them, relative to its prefix. */
export const programsRoutePatterns = {
  stories: '/stories',
  brochure: '/brochures/:program',
  storyApproval: '/admin/stories/:id/approve',
  storyRejection: '/admin/stories/:id/reject',
} as const;

/** Absolute API paths of the programs service, for browsers, the gateway and tests. */
export const programsApi = {
  prefix,
  stories: {
    /** POST: a story for review (`storySubmissionSchema`); stored as pending. */
    submit: api(programsRoutePatterns.stories),
    /** POST (admin): publish a pending story whose author consented (`storyModerationResponseSchema`). */
    approve: (id: string) => api(`/admin/stories/${encode(id)}/approve`),
    /** POST `storyRejectionSchema` (admin): reject a pending story with a reason. */
    reject: (id: string) => api(`/admin/stories/${encode(id)}/reject`),
  },
  /** GET: a program's brochure as a PDF download. */
  brochure: (program: ProgramBrochure) => api(`/brochures/${encode(program)}`),
} as const;
