import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { brochureFileName, neuroGovernanceFacts, type ProgramBrochure } from '@gbc/contracts/programs';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** Where the build writes the brochures (`npm run build -w services/programs`) and the service reads them. */
export const defaultBrochuresDir = fileURLToPath(new URL('../../dist/brochures/', import.meta.url));

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;
const ink = rgb(0.06, 0.09, 0.16);
const muted = rgb(0.28, 0.33, 0.41);

/** `text` broken into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The NeuroGovernance brochure: the course's facts and dates as the page states them. */
export async function renderNeuroGovernanceBrochure(): Promise<Uint8Array> {
  const course = neuroGovernanceFacts;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${course.name} brochure`);
  pdf.setAuthor(brand.name);
  pdf.setSubject(course.tagline);
  // A fixed date keeps each build's bytes the same for the same content.
  const issued = new Date('2025-01-01T00:00:00Z');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(pageSize);
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;
  const draw = (text: string, font: PDFFont, size: number, color = ink) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size * 1.35;
      page.drawText(line, { x: margin, y, size, font, color });
    }
  };
  draw(brand.name.toUpperCase(), bold, 11, muted);
  y -= 24;
  draw(`${course.name} Certification`, bold, 26);
  y -= 6;
  draw(course.tagline, regular, 13, muted);
  y -= 20;
  for (const fact of course.facts) draw(`${fact.label}: ${fact.value}`, regular, 12);
  draw(`Commitment: ${course.weeklyCommitment}`, regular, 12);
  y -= 20;
  draw('Key dates', bold, 14);
  draw(`Application deadline: ${course.applicationDeadline}`, regular, 12);
  draw(`Cohort starts: ${course.cohortStarts}`, regular, 12);
  y -= 20;
  draw(
    `To apply, write to the ${brand.abbreviation} through the contact page of our website with the subject "${course.applySubject}".`,
    regular,
    11,
    muted,
  );
  return pdf.save();
}

const renderers: Record<ProgramBrochure, () => Promise<Uint8Array>> = {
  'neuro-governance': renderNeuroGovernanceBrochure,
};

/** Writes every brochure into `dir`; returns the files written. */
export async function writeBrochureFiles(dir: string = defaultBrochuresDir): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Object.entries(renderers).map(async ([program, render]) => {
      const file = join(dir, brochureFileName(program as ProgramBrochure));
      await writeFile(file, await render());
      return file;
    }),
  );
}

/** The built brochure of a program, or null when the build has not written it. */
export async function readBrochureFile(dir: string, program: ProgramBrochure): Promise<Buffer | null> {
  try {
    return await readFile(join(dir, brochureFileName(program)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
