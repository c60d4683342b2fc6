import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { brochureFileName, neuroGovernanceFacts, type ProgramBrochure } from '@gbc/contracts/programs';
import {
  readGeneratedFile,
  renderOnePagePdf,
  writeGeneratedFiles,
} from '@gbc/service-kit/generated-documents';

/** Where the build writes the brochures (`npm run build -w services/programs`) and the service reads them. */
export const defaultBrochuresDir = fileURLToPath(new URL('../../dist/brochures/', import.meta.url));

/** The NeuroGovernance brochure: the course's facts and dates as the page states them. */
export function renderNeuroGovernanceBrochure(): Promise<Uint8Array> {
  const course = neuroGovernanceFacts;
  return renderOnePagePdf(
    { title: `${course.name} brochure`, subject: course.tagline, issued: new Date('2025-01-01T00:00:00Z') },
    (page) => {
      page.text(`${course.name} Certification`, { size: 26, bold: true });
      page.gap(6);
      page.text(course.tagline, { size: 13, muted: true });
      page.gap(20);
      for (const fact of course.facts) page.text(`${fact.label}: ${fact.value}`, { size: 12 });
      page.text(`Commitment: ${course.weeklyCommitment}`, { size: 12 });
      page.gap(20);
      page.text('Key dates', { size: 14, bold: true });
      page.text(`Application deadline: ${course.applicationDeadline}`, { size: 12 });
      page.text(`Cohort starts: ${course.cohortStarts}`, { size: 12 });
      page.gap(20);
      page.text(
        `To apply, write to the ${brand.abbreviation} through the contact page of our website with the subject "${course.applySubject}".`,
        { size: 11, muted: true },
      );
    },
  );
}

const renderers: Record<ProgramBrochure, () => Promise<Uint8Array>> = {
  'neuro-governance': renderNeuroGovernanceBrochure,
};

/** Writes every brochure into `dir`; returns the files written. */
export function writeBrochureFiles(dir: string = defaultBrochuresDir): Promise<string[]> {
  return writeGeneratedFiles(
    dir,
    Object.entries(renderers).map(([program, render]) => ({
      name: brochureFileName(program as ProgramBrochure),
      render,
    })),
  );
}

/** The built brochure of a program, or null when the build has not written it. */
export const readBrochureFile = (dir: string, program: ProgramBrochure): Promise<Buffer | null> =>
  readGeneratedFile(dir, brochureFileName(program));
