import { createContext, useContext } from 'react';

/**
 * Structured data (JSON-LD, schema.org) that search engines read from a page. The shapes below are
 * the parts of schema.org's types this site fills in; `StructuredData` renders any of them.
 */

export interface PersonData {
  '@type': 'Person';
  name: string;
  url?: string;
}

export interface OrganizationData {
  '@type': 'Organization';
  name: string;
  /** Absolute URL of the organisation's home page. */
  url: string;
  alternateName?: string;
  description?: string;
  /** Absolute URL of the logo image. */
  logo?: string;
  email?: string;
}

export interface ArticleData {
  '@type': 'Article';
  headline: string;
  description?: string;
  /** ISO 8601. */
  datePublished: string;
  dateModified?: string;
  author: PersonData | OrganizationData;
  publisher?: OrganizationData;
  /** Absolute URL of the article's page. */
  mainEntityOfPage: string;
  keywords?: readonly string[];
  image?: string;
}

export interface PlaceData {
  '@type': 'Place';
  name: string;
  address?: string;
}

export interface VirtualLocationData {
  '@type': 'VirtualLocation';
  url: string;
}

export interface EventData {
  '@type': 'Event';
  name: string;
  /** ISO 8601 with offset. */
  startDate: string;
  endDate?: string;
  description?: string;
  url?: string;
  location: PlaceData | VirtualLocationData | ReadonlyArray<PlaceData | VirtualLocationData>;
  eventStatus?: `https://schema.org/${'EventScheduled' | 'EventCancelled' | 'EventPostponed' | 'EventRescheduled' | 'EventMovedOnline'}`;
  eventAttendanceMode?: `https://schema.org/${'OfflineEventAttendanceMode' | 'OnlineEventAttendanceMode' | 'MixedEventAttendanceMode'}`;
  organizer?: OrganizationData;
  maximumAttendeeCapacity?: number;
}

export type StructuredThing = OrganizationData | ArticleData | EventData;

/**
 * JSON that cannot end the `<script>` element it sits in or open a comment there: `<`, `>` and `&` as
 * \u escapes (so no `</script>` and no `<!--`), and U+2028/U+2029, which old JavaScript parsers read
 * as line ends, escaped too. JSON readers decode all of them back to the same text.
 */
export function structuredDataJson(data: StructuredThing | readonly StructuredThing[]): string {
  const document = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...data };
  return JSON.stringify(document)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * Given by the server renderer: the response's CSP nonce (a placeholder the gateway swaps per
 * response). Absent in the browser, which never needs it: a script added there is data, not code.
 */
export const CspNonceProvider = CspNonceContext.Provider;

/**
 * Renders structured data as `<script type="application/ld+json">` with the CSP nonce, in the server
 * HTML, where crawlers read it. Put it in the page beside the content it describes, built from the
 * same data.
 */
export function StructuredData({ data }: { data: StructuredThing | readonly StructuredThing[] }) {
  const nonce = useContext(CspNonceContext);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide a nonce from the DOM once parsed, so the hydrating attribute never matches.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by structuredDataJson, and JSON-LD is data that never runs.
      dangerouslySetInnerHTML={{ __html: structuredDataJson(data) }}
    />
  );
}
