import { serviceApiPaths } from '../service-api.js';

const { prefix, api } = serviceApiPaths('survey');

/** Route patterns as the survey service registers them, relative to its prefix. */
export const surveyRoutePatterns = {
  responses: '/responses',
  resume: '/responses/resume',
  progress: '/responses/progress',
  submit: '/responses/submit',
  resumeMail: '/responses/resume-mail',
  adminResults: '/admin/results',
} as const;

/**
 * Absolute API paths of the survey service, for browsers, the gateway and tests. Every write after
 * the first names its response by the session id in the body (its hash finds the row), never in the
 * path, so the code stays out of logs and links.
 */
export const surveyApi = {
  prefix,
  /** POST: opens a response (no body); answers its id and session id (the resume code). */
  start: api(surveyRoutePatterns.responses),
  /** POST `{ sessionId }`: the response's step and answers so far, on any device. */
  resume: api(surveyRoutePatterns.resume),
  /** POST `{ sessionId, currentStep, sections }`: answers so far, merged by section. */
  progress: api(surveyRoutePatterns.progress),
  /** POST `{ sessionId, sections }`: every section, written at once; repeating it changes nothing. */
  submit: api(surveyRoutePatterns.submit),
  /** POST `{ sessionId, email }`: mails the resume link; the address is not kept. */
  resumeMail: api(surveyRoutePatterns.resumeMail),
  /** GET (admin, second factor): response counts by state and the mean rating of each section. */
  adminResults: api(surveyRoutePatterns.adminResults),
} as const;
