import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { type ResourceId, type ResourceItem, resourceItems } from '@gbc/contracts/marketing';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** Where the build writes the documents (`npm run build -w services/marketing`) and the service reads them. */
export const defaultResourceFilesDir = fileURLToPath(new URL('../../dist/resources/', import.meta.url));

export const resourceFileName = (resourceId: ResourceId) => `${resourceId}.pdf`;

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

/**
 * One document as a PDF: the council's name, the title, its type and date, and its summary. The
 * documents' full texts are not written yet; the file is the members' edition the page offers.
 */
export async function renderResourcePdf(item: ResourceItem): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(item.title);
  pdf.setAuthor(brand.name);
  pdf.setSubject(item.description);
  // A fixed date keeps each build's bytes the same for the same content.
  const issued = new Date('2026-01-01T00:00:00Z');
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
  draw(item.title, bold, 24);
  y -= 8;
  draw(`${item.type} - ${item.date}`, regular, 12, muted);
  y -= 20;
  draw(item.description, regular, 12);
  y -= 28;
  draw(`Members' edition: for the personal use of ${brand.abbreviation} members.`, regular, 10, muted);
  return pdf.save();
}

/** Writes every document of the catalogue into `dir`; returns the files written. */
export async function writeResourceFiles(dir: string = defaultResourceFilesDir): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    resourceItems.map(async (item) => {
      const file = join(dir, resourceFileName(item.id));
      await writeFile(file, await renderResourcePdf(item));
      return file;
    }),
  );
}

/** The built PDF of a document, or null when the build has not written it. */
export async function readResourceFile(dir: string, resourceId: ResourceId): Promise<Buffer | null> {
  try {
    return await readFile(join(dir, resourceFileName(resourceId)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
