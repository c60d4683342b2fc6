// `npm run build -w services/marketing`: the members-only PDFs of the resources page, from the catalogue.
import { writeResourceFiles } from '../src/resources/resources.files.js';

const files = await writeResourceFiles();
process.stdout.write(`Wrote ${files.length} resource PDFs\n`);
