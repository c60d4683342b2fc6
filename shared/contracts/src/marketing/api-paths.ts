import { serviceApiPaths } from '../service-api.js';

const { prefix, api, encode } = serviceApiPaths('marketing');

/** Where hosts mount the marketing service (`/api/<service name>`). */
export const marketingApiPrefix = prefix;

/** Route patterns as the service registers them, relative to `marketingApiPrefix`. */
export const marketingRoutePatterns = {
  vignettes: '/vignettes',
  vignette: '/vignettes/:slug',
  heroVignette: '/vignettes/random',
  newsletterSubscribe: '/newsletter/subscribe',
  newsletterJoin: '/newsletter/join',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  meta: '/meta',
  sitemap: '/sitemap',
  resourceDownloadLink: '/resources/download-link',
  resourceFile: '/resources/files/:resourceId',
  resourceNotify: '/resources/notify',
  eventRegistrations: '/events/registrations',
  eventRegistrationEmail: '/events/registrations/email',
  eventInformation: '/events/information',
  contact: '/contact',
  adminVignette: '/admin/vignettes/:slug',
} as const;

/** Absolute API paths of the marketing service, for browsers, the gateway and tests. */
export const marketingApi = {
  prefix: marketingApiPrefix,
  vignettes: {
    /** GET `?limit=&cursor=&tag=&fields=`: one cursor page of published vignettes. */
    list: api(marketingRoutePatterns.vignettes),
    bySlug: (slug: string) => `${api(marketingRoutePatterns.vignettes)}/${encode(slug)}`,
    /** GET: one published vignette at random for the home hero. */
    hero: api(marketingRoutePatterns.heroVignette),
    /** GET (admin): a vignette of any status, for the editor and the draft preview. */
    adminBySlug: (slug: string) => `${api('/admin/vignettes')}/${encode(slug)}`,
  },
  newsletter: {
    /** POST the footer and contact page form (`newsletterSubscribeSchema`). */
    subscribe: api(marketingRoutePatterns.newsletterSubscribe),
    /** POST the join page form (`newsletterJoinSchema`). */
    join: api(marketingRoutePatterns.newsletterJoin),
    /** POST `{ token }` from the confirmation page. */
    confirm: api(marketingRoutePatterns.newsletterConfirm),
    /** POST `{ token }` from the unsubscribe page, or RFC 8058 one-click with `?token=`. */
    unsubscribe: api(marketingRoutePatterns.newsletterUnsubscribe),
  },
  /** The generic service contract (`serviceMetaApi`) as this service implements it. */
  meta: api(marketingRoutePatterns.meta),
  sitemap: api(marketingRoutePatterns.sitemap),
  resources: {
    /** POST `{ resourceId }` as a member: a signed, short-lived URL of the document's PDF. */
    downloadLink: api(marketingRoutePatterns.resourceDownloadLink),
    /** GET `?expires=&signature=`: the PDF, for the URL `downloadLink` signed. */
    file: (resourceId: string) => `${api('/resources/files')}/${encode(resourceId)}`,
    /** POST `{ itemId }` signed in: be told when a coming-soon document is published. */
    notify: api(marketingRoutePatterns.resourceNotify),
  },
  events: {
    /** POST `eventRegistrationSchema`: Register, one press. */
    register: api(marketingRoutePatterns.eventRegistrations),
    /** POST `eventConfirmationEmailSchema`: the address a signed-out seat's confirmation goes to. */
    registrationEmail: api(marketingRoutePatterns.eventRegistrationEmail),
    /** POST `eventInformationSchema`: More Info. */
    information: api(marketingRoutePatterns.eventInformation),
  },
  contact: {
    /** POST the contact form (`contactMessageSchema`). */
    send: api(marketingRoutePatterns.contact),
  },
} as const;
