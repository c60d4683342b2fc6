import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { membershipCatalogue } from '@gbc/contracts/payments';
import { membershipProspectus, membershipTierDetails, productsApi } from '@gbc/contracts/products';
import { useServiceTestBed } from '@gbc/service-kit/testing';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { createProductsModule } from '../src/app.js';
import { writeProspectusFiles } from '../src/prospectus/prospectus.files.js';

/** The prospectus the test writes itself, so it does not depend on a prior `npm run build`. */
const prospectusDir = fileURLToPath(new URL('../.data/test-prospectus/', import.meta.url));

const bed = useServiceTestBed({ host: () => ({ modules: [createProductsModule({ prospectusDir })] }) });

beforeAll(async () => {
  await writeProspectusFiles(prospectusDir);
});

/** The text the PDF draws: pdf-lib writes each line as a hex string shown with `Tj` in deflated streams. */
async function drawnLines(file: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(file);
  const content = pdf.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
        ? [inflateSync(object.getContents()).toString('latin1')]
        : [],
    )
    .join('\n');
  return [...content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
    Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
  );
}

describe('GET prospectus', () => {
  test('downloads the membership prospectus as a real one-page PDF', async () => {
    const response = await bed.get(productsApi.prospectus);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${membershipProspectus.fileName}"`,
    );
    // The test client reads bodies as text: the bytes are compared by size and start, the file parsed.
    const file = await readFile(join(prospectusDir, membershipProspectus.fileName));
    expect(Number(response.headers['content-length'])).toBe(file.length);
    expect(response.body.startsWith('%PDF-')).toBe(true);
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(membershipProspectus.title);
  });

  test('lists every tier with its catalogue price, audience and benefits', async () => {
    const lines = await drawnLines(await readFile(join(prospectusDir, membershipProspectus.fileName)));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Prices in AUD, per year.',
        'Founding Partner: $20,000 to $50,000',
        'Industry Member: $3,000 to $15,000',
        'Individual Member: $75 to $350',
        'Advocate: $120',
      ]),
    );
    for (const tier of membershipCatalogue.tiers) {
      const details = membershipTierDetails[tier.id];
      expect(lines).toEqual(
        expect.arrayContaining([details.audience, ...details.benefits.map((benefit) => `- ${benefit}`)]),
      );
    }
  });
});
