/** Media type of an Atom feed document (RFC 4287 §7), for the feed's answer and the pages' alternate links. */
export const atomMediaType = 'application/atom+xml';

/**
 * Every feed path names an XML document (`/vignettes/feed.xml`), so the gateway looks up only such
 * paths among the declared feeds and a page request never waits for the declarations.
 */
export const feedPathPattern = /^\/[^\s?#]*\.xml$/;
export const feedPathMessage = 'A feed path must be a site path ending in ".xml"';
