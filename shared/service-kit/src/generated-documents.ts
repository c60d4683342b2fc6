import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brand } from '@gbc/brand';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

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

export interface OnePageDocument {
  title: string;
  subject: string;
  /** A fixed date, so that each build writes the same bytes for the same content. */
  issued: Date;
}

export interface OnePageWriter {
  /** Writes `text` wrapped to the page's width, below what came before. */
  text(text: string, options: { size: number; bold?: boolean; muted?: boolean }): void;
  /** Leaves `points` of space. */
  gap(points: number): void;
}

/**
 * A one-page A4 PDF in the council's plain document style, headed by the council's name; `write`
 * lays out the rest from the top down.
 */
export async function renderOnePagePdf(
  document: OnePageDocument,
  write: (writer: OnePageWriter) => void,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  pdf.setAuthor(brand.name);
  pdf.setSubject(document.subject);
  pdf.setCreationDate(document.issued);
  pdf.setModificationDate(document.issued);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(pageSize);
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;
  const writer: OnePageWriter = {
    text(text, options) {
      const font = options.bold ? bold : regular;
      for (const line of wrap(text, font, options.size, width)) {
        y -= options.size * 1.35;
        page.drawText(line, { x: margin, y, size: options.size, font, color: options.muted ? muted : ink });
      }
    },
    gap(points) {
      y -= points;
    },
  };
  writer.text(brand.name.toUpperCase(), { size: 11, bold: true, muted: true });
  writer.gap(24);
  write(writer);
  return pdf.save();
}

/** Writes each named file's rendering into `dir` (a service's build step); returns the paths written. */
export async function writeGeneratedFiles(
  dir: string,
  files: ReadonlyArray<{ name: string; render: () => Promise<Uint8Array> }>,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    files.map(async ({ name, render }) => {
      const path = join(dir, name);
      await writeFile(path, await render());
      return path;
    }),
  );
}

/** A file the build generated into `dir`, or null when the build has not written it. */
export async function readGeneratedFile(dir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
