import { brand } from '@gbc/brand';
import { surveyConstants } from '@gbc/contracts/survey';

/** Copy of /signal-economy-survey (spec 3 §1, §4); items, scales and buttons come from the contracts. */
export const surveyCopy = {
  title: 'Signal Economy Trust Study',
  welcome: {
    eyebrow: `${brand.abbreviation} research`,
    lead: 'How much do you trust neurotechnology companies, and what would it take to earn that trust? This anonymous study asks professionals and researchers to rate what companies should disclose about their devices, data, autonomy, societal impact and business.',
    facts: [
      `About ${surveyConstants.estimatedMinutes} minutes`,
      'Anonymous',
      `For adults (${surveyConstants.minimumAge}+)`,
    ],
  },
  privacy: {
    title: 'What we keep',
    text: 'Your answers and the step you reached, under a random id. We never store your IP address, browser, account or name with them. Your resume code is stored only as a fingerprint that cannot be turned back into the code. If you ask for the resume link by e-mail, your address is used to send it once and is then erased; it is never stored with your answers. Responses opened but never started are deleted after 30 days.',
  },
  resume: {
    title: 'Continue where you left off',
    codeLabel: 'Resume code',
    codeHint: 'The 16-character code shown while you took the survey, e.g. ABCD-EFGH-JKMN-PQRS.',
    button: 'Resume',
    resuming: 'Resuming...',
    completed: 'This survey response has already been submitted. Thank you!',
    panelTitle: 'Continue on another device',
    panelText:
      'Your answers are saved as you go. To continue on another device, open this link or enter the code on the survey page. Anyone with them can see and change your answers until you submit, so keep them to yourself.',
    linkLabel: 'Resume link',
    emailLabel: 'Email me the link (optional)',
    emailButton: 'Email link',
    emailSent: 'Sent. We do not keep your address with your answers.',
    notReady: 'Your resume code appears here once your first answers reach the server.',
  },
  consent: {
    title: 'Consent',
    lead: 'Please confirm the following to take part. Professional experience and GDPR consent are optional.',
  },
  overview: {
    title: 'Overview',
    text: 'You will rate how important it is that neurotechnology companies disclose each of the following, on a scale from 1 (Not at all) to 5 (Extremely important): device functionality, data practices, autonomy, societal impact, and business and market practices. Then a few questions about your feedback and about you.',
  },
  sectionTitles: {
    generalAttitudes: 'General attitudes',
    deviceFunctionality: 'Device functionality',
    dataPractices: 'Data practices',
    autonomy: 'Autonomy',
    societalImpact: 'Societal impact',
    businessMarket: 'Business and market',
    finalFeedback: 'Final feedback',
    demographics: 'About you',
  },
  sectionLeads: {
    generalAttitudes: 'How much do you agree with each statement?',
    criteria: 'How important is it to you that a company provides the following?',
    businessMarket:
      'How important is it to you that a company provides the following? Each answer is saved as you choose it.',
  },
  sectorExtrasTitle: 'Questions for your sub-sector (optional)',
  back: 'Back',
  answered: (answered: number, required: number) =>
    `${answered} of ${required} required answers given. Answer every required question to continue.`,
  submitting: 'Submitting...',
  submitFailed:
    'Your survey could not be submitted. Your answers are still saved on this device; please try again.',
  thankYou: {
    title: 'Thank you!',
    text: 'Your responses have been recorded. They help the council set standards that earn public trust in neurotechnology.',
  },
  status: {
    saved: 'Saved',
    saving: 'Saving...',
    offline: 'Offline',
    pending: 'Saved on this device, will sync',
    label: 'Save status',
  },
  loading: 'Loading the survey...',
} as const;
