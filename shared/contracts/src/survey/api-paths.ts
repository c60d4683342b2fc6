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
  /**
   * GET `?days=` (admin, second factor): response counts by state, the same by day opened over the last
   * `days` days, each required 1-5 item's distribution and the mean rating of each section.
   */
  adminResults: api(surveyRoutePatterns.adminResults),
} as const;

/** A response with no save for this many days is counted as abandoned. */
export const abandonedAfterDays = 7;

/** The days the results' over-time series may cover (`surveyApi.adminResults?days=`). */
export const surveyResultsDays = { default: 30, max: 366 } as const;

/** The values of a 1-5 item, in the order the results' distributions count them. */
export const ratingValues = [1, 2, 3, 4, 5] as const;
