import { serveServiceAlone } from '@gbc/service-kit';
import { createSurveyModule } from './index.js';

/** The survey service as its own process (cluster topology). */
await serveServiceAlone(createSurveyModule());
