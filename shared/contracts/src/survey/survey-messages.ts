// Without zod: messages the service answers with and the page shows.

/** Field messages of the survey's schemas (spec 3 §5 gives the rules, not the wording). */
export const surveyMessages = {
  rating: 'Choose a rating from 1 to 5',
  option: 'Choose one of the listed options',
  required: 'This answer is required',
  consentRequired: 'Confirm that you are 18 or older and consent to take part',
  unknownItem: 'This section has no such question',
  textTooLong: 'This answer is too long',
  invalidText: 'This answer must be a single line of plain text without links',
  step: 'Step must be a whole number from 0 to 11',
  resumeCode: 'Enter the resume code as shown, e.g. ABCD-EFGH-JKMN-PQRS',
  notFound: 'No survey response matches this code',
  completed: 'This survey response has already been submitted',
} as const;
