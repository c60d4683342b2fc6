import { errorCodes, genericMessages } from '@gbc/contracts';
import { brochureFileName, type ProgramBrochure, programBrochures } from '@gbc/contracts/programs';
import { HttpError } from '@gbc/service-kit';
import { readBrochureFile } from './brochures.files.js';

export interface BrochureFile {
  fileName: string;
  bytes: Buffer;
}

/** What the brochure route may do: read the PDFs the build wrote. */
export interface BrochuresService {
  open(program: string): Promise<BrochureFile>;
}

const isBrochure = (program: string): program is ProgramBrochure =>
  (programBrochures as readonly string[]).includes(program);

export function createBrochuresService(dir: string): BrochuresService {
  return {
    async open(program) {
      if (!isBrochure(program)) throw new HttpError(404, errorCodes.notFound, genericMessages.notFound);
      const bytes = await readBrochureFile(dir, program);
      if (!bytes) {
        throw new Error(
          `The brochure of ${program} is missing from ${dir}: run npm run build -w services/programs`,
        );
      }
      return { fileName: brochureFileName(program), bytes };
    },
  };
}
