import { serviceApiPaths } from '../service-api.js';

const { prefix, api, encode } = serviceApiPaths('survey');

/** Route patterns as the survey service registers them, relative to its prefix. */
export const surveyRoutePatterns = {
  responses: '/responses',
  resume: '/responses/resume',
  progress: '/responses/:responseId/progress',
  submit: '/responses/:responseId/submit',
  resumeMail: '/responses/:responseId/resume-mail',
} as const;

const ofResponse = (responseId: string, action: string) => api(`/responses/${encode(responseId)}/${action}`);

/** Absolute API paths of the survey service, for browsers, the gateway and tests. */
export const surveyApi = {
  prefix,
  /** POST: opens a response (no body); answers its id and session id (the resume code). */
  start: api(surveyRoutePatterns.responses),
  /** POST `{ sessionId }`: the response's step and answers so far, on any device. */
  resume: api(surveyRoutePatterns.resume),
  /** POST `{ sessionId, currentStep, sections }`: answers so far, merged by section. */
  progress: (responseId: string) => ofResponse(responseId, 'progress'),
  /** POST `{ sessionId, sections }`: every section, written at once; repeating it changes nothing. */
  submit: (responseId: string) => ofResponse(responseId, 'submit'),
  /** POST `{ sessionId, email }`: mails the resume link; the address is not kept. */
  resumeMail: (responseId: string) => ofResponse(responseId, 'resume-mail'),
} as const;
