import type { Vignette } from '@gbc/contracts/marketing';

let sequence = 0;

/** A published vignette as the API returns it (full fields); override what a test cares about. */
export function makeVignette(overrides: Partial<Vignette> = {}): Vignette {
  sequence += 1;
  const slug = overrides.slug ?? `vignette-${sequence}`;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Vignette ${sequence}`,
    slug,
    excerpt: `Excerpt of ${slug}.`,
    seoDescription: null,
    content: `<p>Body of ${slug}.</p>`,
    tags: ['future'],
    readTime: 5,
    createdAt: '2026-03-05T09:00:00.000Z',
    author: 'Council Writers',
    ...overrides,
  };
}
