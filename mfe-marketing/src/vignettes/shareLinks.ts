export interface ShareTarget {
  /** Network name shown on the link. */
  network: string;
  href: string;
}

/** Share intents of spec 1 §7: LinkedIn with the page URL, X with title and URL, Threads with both in the text. */
export function shareTargets(title: string, url: string): ShareTarget[] {
  const encodedUrl = encodeURIComponent(url);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    {
      network: 'X',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
    },
    {
      network: 'Threads',
      href: `https://www.threads.net/intent/post?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
}
