// `npm run build -w services/products`: the membership prospectus (PDF), from the membership catalogue.
import { writeProspectusFiles } from '../src/prospectus/prospectus.files.js';

const files = await writeProspectusFiles();
process.stdout.write(`Wrote ${files.length} membership prospectus\n`);
