/** Media type of an Atom feed document (RFC 4287 §7), for the feed's answer and the pages' alternate links. */
export const atomMediaType = 'application/atom+xml';
