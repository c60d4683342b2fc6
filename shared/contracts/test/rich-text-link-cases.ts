/**
 * Links before and after sanitising, for the server's and the browser's sanitiser tests alike: both
 * must apply the one rule of `richTextLinkRel` through their own DOMPurify.
 */
export const richTextLinkCases: ReadonlyArray<readonly [dirty: string, clean: string]> = [
  ['<a href="https://x.org" rel="opener">a</a>', '<a href="https://x.org">a</a>'],
  ['<a href="https://x.org" rel="OPENER nofollow">a</a>', '<a href="https://x.org" rel="nofollow">a</a>'],
  [
    '<a href="https://x.org" target="_blank">a</a>',
    '<a href="https://x.org" target="_blank" rel="noopener noreferrer">a</a>',
  ],
  [
    '<a href="https://x.org" target="_BLANK" rel="opener">a</a>',
    '<a href="https://x.org" target="_BLANK" rel="noopener noreferrer">a</a>',
  ],
  [
    '<a href="https://x.org" target="_self" rel="opener">a</a>',
    '<a href="https://x.org" target="_self">a</a>',
  ],
];
