import { useEffect } from 'react';

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

/** Keeps the document title and meta tags in step with the page while it is shown. */
export function useDocumentMeta({ title, description, socialTitle, socialDescription }: DocumentMeta): void {
  useEffect(() => {
    setDocumentMeta({ title, description, socialTitle, socialDescription });
  }, [title, description, socialTitle, socialDescription]);
}
