import { readProspectusFile } from './prospectus.files.js';

/** What the prospectus route may do: read the PDF the build wrote. */
export interface ProspectusService {
  open(): Promise<Buffer>;
}

export function createProspectusService(dir: string): ProspectusService {
  return {
    async open() {
      const bytes = await readProspectusFile(dir);
      if (!bytes) {
        throw new Error(`The prospectus is missing from ${dir}: run npm run build -w services/products`);
      }
      return bytes;
    },
  };
}
