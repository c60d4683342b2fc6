import { surveyConstants } from '@gbc/contracts/survey';
import { pathTo, withSearch } from '@gbc/site-map';

/** The page's path with a resume code, as shown on screen (the service mails the same). */
export const resumePath = (sessionId: string) =>
  withSearch(pathTo('/signal-economy-survey'), { [surveyConstants.resumeParameter]: sessionId });
