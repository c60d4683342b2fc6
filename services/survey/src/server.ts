import { serveServiceAlone } from '@gbc/service-kit';
import { createSurveyModule, surveySettingsFromEnv } from './index.js';

/** The survey service as its own process (cluster topology), configured from the environment. */
await serveServiceAlone(createSurveyModule(surveySettingsFromEnv()));
