import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { type ResourceId, type ResourceItem, resourceItems } from '@gbc/contracts/marketing';
import {
  readGeneratedFile,
  renderOnePagePdf,
  writeGeneratedFiles,
} from '@gbc/service-kit/generated-documents';

/** Where the build writes the documents (`npm run build -w services/marketing`) and the service reads them. */
export const defaultResourceFilesDir = fileURLToPath(new URL('../../dist/resources/', import.meta.url));

export const resourceFileName = (resourceId: ResourceId) => `${resourceId}.pdf`;

/**
 * One document as a PDF: the title, its type and date, and its summary. The documents' full texts
 * are not written yet; the file is the members' edition the page offers.
 */
export function renderResourcePdf(item: ResourceItem): Promise<Uint8Array> {
  return renderOnePagePdf(
    { title: item.title, subject: item.description, issued: new Date('2026-01-01T00:00:00Z') },
    (page) => {
      page.text(item.title, { size: 24, bold: true });
      page.gap(8);
      page.text(`${item.type} - ${item.date}`, { size: 12, muted: true });
      page.gap(20);
      page.text(item.description, { size: 12 });
      page.gap(28);
      page.text(`Members' edition: for the personal use of ${brand.abbreviation} members.`, {
        size: 10,
        muted: true,
      });
    },
  );
}

/** Writes every document of the catalogue into `dir`; returns the files written. */
export function writeResourceFiles(dir: string = defaultResourceFilesDir): Promise<string[]> {
  return writeGeneratedFiles(
    dir,
    resourceItems.map((item) => ({ name: resourceFileName(item.id), render: () => renderResourcePdf(item) })),
  );
}

/** The built PDF of a document, or null when the build has not written it. */
export const readResourceFile = (dir: string, resourceId: ResourceId): Promise<Buffer | null> =>
  readGeneratedFile(dir, resourceFileName(resourceId));
