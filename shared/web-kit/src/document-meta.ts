import { createContext, useContext, useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Title for link previews (og:title, twitter:title); defaults to `title`. */
  socialTitle?: string;
  /** Description for link previews; defaults to `description`. */
  socialDescription?: string;
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
export function setDocumentMeta({ title, description, socialTitle, socialDescription }: DocumentMeta): void {
  document.title = title;
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
export function useDocumentMeta({ title, description, socialTitle, socialDescription }: DocumentMeta): void {
  const head = useContext(PageHeadContext);
  if (head) head.meta = { title, description, socialTitle, socialDescription };
  useEffect(() => {
    setDocumentMeta({ title, description, socialTitle, socialDescription });
  }, [title, description, socialTitle, socialDescription]);
}
