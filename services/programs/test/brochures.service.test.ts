import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brochureFileName, type ProgramBrochure, programsApi } from '@gbc/contracts/programs';
import { PDFDocument } from 'pdf-lib';
import { writeBrochureFiles } from '../src/brochures/brochures.files.js';
import { testBrochuresDir, useProgramsTestBed } from './programs-test-kit.js';

const bed = useProgramsTestBed();

beforeAll(async () => {
  await writeBrochureFiles(testBrochuresDir);
});

describe('GET brochure', () => {
  test('downloads the NeuroGovernance brochure as a real PDF with the course facts', async () => {
    const response = await bed.get(programsApi.brochure('neuro-governance'));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${brochureFileName('neuro-governance')}"`,
    );
    // The test client reads bodies as text: the bytes are compared by size and start, the file parsed.
    const file = await readFile(join(testBrochuresDir, brochureFileName('neuro-governance')));
    expect(Number(response.headers['content-length'])).toBe(file.length);
    expect(response.body.startsWith('%PDF-')).toBe(true);
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('NeuroGovernance brochure');
  });

  test('an unknown program is a 404', async () => {
    const response = await bed.get(programsApi.brochure('astrology' as ProgramBrochure));
    expect(response.statusCode).toBe(404);
  });
});
