import type { PageAlternate } from '@gbc/site-map';
import { createContext, useContext, useEffect } from 'react';

export type { PageAlternate };

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Title for link previews (og:title, twitter:title); defaults to `title`. */
  socialTitle?: string;
  /** Description for link previews; defaults to `description`. */
  socialDescription?: string;
  /** Other representations of the page, such as its Atom feed; none when left out. */
  alternates?: readonly PageAlternate[];
}

/** Marks the alternate links a page declared, so the next page replaces them and leaves others alone. */
export const alternateLinkAttribute = 'data-page-alternate';

/** The page's alternate links as declared; those of the page before are removed. */
function replaceAlternates(alternates: readonly PageAlternate[]): void {
  for (const link of document.head.querySelectorAll(`link[${alternateLinkAttribute}]`)) link.remove();
  for (const { href, type, title } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = type;
    link.title = title;
    link.href = href;
    link.setAttribute(alternateLinkAttribute, '');
    document.head.appendChild(link);
  }
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

/** Writes the title and the description and social meta tags, creating tags the page does not have yet. */
export function setDocumentMeta({
  title,
  description,
  socialTitle,
  socialDescription,
  alternates = [],
}: DocumentMeta): void {
  document.title = title;
  replaceAlternates(alternates);
  const shareTitle = socialTitle ?? title;
  upsertMeta('property', 'og:title', shareTitle);
  upsertMeta('name', 'twitter:title', shareTitle);
  if (description !== undefined) upsertMeta('name', 'description', description);
  const shareDescription = socialDescription ?? description;
  if (shareDescription !== undefined) {
    upsertMeta('property', 'og:description', shareDescription);
    upsertMeta('name', 'twitter:description', shareDescription);
  }
}

/**
 * What a server render learns from the page about its own head and HTTP status. Effects do not run
 * on the server, so the hooks below write into it during render; the last page-level call wins.
 */
export interface PageHead {
  meta: DocumentMeta | null;
  status: 200 | 404;
}

const PageHeadContext = createContext<PageHead | null>(null);

/** Given by the server renderer around the site; absent in the browser. */
export const PageHeadProvider = PageHeadContext.Provider;

/** Marks the page as not found (HTTP 404 when rendered on the server); nothing happens in the browser. */
export function usePageStatus(status: 404): void {
  const head = useContext(PageHeadContext);
  if (head) head.status = status;
}

/** `usePageStatus(404)` as an element, for views that are only sometimes a not-found page. */
export function NotFoundStatus(): null {
  usePageStatus(404);
  return null;
}

/** Keeps the document title and meta tags in step with the page while it is shown. */
export function useDocumentMeta({
  title,
  description,
  socialTitle,
  socialDescription,
  alternates,
}: DocumentMeta): void {
  const head = useContext(PageHeadContext);
  if (head) head.meta = { title, description, socialTitle, socialDescription, alternates };
  // Pages pass a fresh array each render: its contents decide whether the links change.
  const alternatesKey = JSON.stringify(alternates ?? []);
  useEffect(() => {
    setDocumentMeta({
      title,
      description,
      socialTitle,
      socialDescription,
      alternates: JSON.parse(alternatesKey) as PageAlternate[],
    });
  }, [title, description, socialTitle, socialDescription, alternatesKey]);
}
