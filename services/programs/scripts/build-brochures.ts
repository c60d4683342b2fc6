// `npm run build -w services/programs`: the program brochures (PDF), from the programs' facts.
import { writeBrochureFiles } from '../src/brochures/brochures.files.js';

const files = await writeBrochureFiles();
process.stdout.write(`Wrote ${files.length} program brochures\n`);
