import { brand } from '@gbc/brand';
import { surveyConstants } from '@gbc/contracts/survey';
import type { OutgoingMail } from '@gbc/service-kit';
import { pathTo, withSearch } from '@gbc/site-map';

export const resumeLinkTemplate = 'survey-resume-link';

/**
 * The participant's own resume link and code, in fixed text. The outbox erases the address and the
 * body once it is sent (`eraseAfterSend`), so the survey's tables and the outbox keep no way back
 * from an address to the answers.
 */
export function resumeLinkMail(to: string, sessionId: string, publicOrigin: string): OutgoingMail {
  const link = new URL(
    withSearch(pathTo('/signal-economy-survey'), { [surveyConstants.resumeParameter]: sessionId }),
    publicOrigin,
  );
  const text = [
    'Hello,',
    '',
    'You asked for a link to continue the Signal Economy Trust Study where you left off:',
    '',
    link.href,
    '',
    `Or open the survey and enter your resume code: ${sessionId}`,
    '',
    `Anyone with this link or code can see and change your answers until you submit, so keep it to yourself. We do not keep your e-mail address with your answers; the survey takes about ${surveyConstants.estimatedMinutes} minutes.`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to,
    subject: 'Your link to continue the Signal Economy Trust Study',
    text,
    template: resumeLinkTemplate,
    eraseAfterSend: true,
  };
}
