import {
  contactMessageSchema,
  contactMessages,
  marketingApi,
  marketingRoutePatterns,
  newsletterJoinSchema,
  newsletterMessages,
  newsletterSubscribeSchema,
  vignetteDescription,
  vignetteListQuerySchema,
  vignettePageSize,
} from '../src/marketing/index.js';

describe('marketingApi', () => {
  test('builds every path from the prefix and the route patterns', () => {
    expect(marketingApi.vignettes.list).toBe('/api/marketing/vignettes');
    expect(marketingApi.vignettes.hero).toBe(`/api/marketing${marketingRoutePatterns.heroVignette}`);
    expect(marketingApi.vignettes.bySlug('a b/c')).toBe('/api/marketing/vignettes/a%20b%2Fc');
    expect(marketingApi.newsletter.subscribe).toBe('/api/marketing/newsletter/subscribe');
  });
});

describe('vignetteDescription', () => {
  test('prefers a non-blank SEO description', () => {
    expect(vignetteDescription({ seoDescription: 'For search', excerpt: 'Excerpt' })).toBe('For search');
  });

  test.each([null, '', '   '])('falls back to the excerpt for %j', (seoDescription) => {
    expect(vignetteDescription({ seoDescription, excerpt: 'Excerpt' })).toBe('Excerpt');
  });
});

describe('vignetteListQuerySchema', () => {
  test('defaults to one page of compact-or-full cards', () => {
    expect(vignetteListQuerySchema.parse({})).toEqual({ limit: vignettePageSize, fields: 'full' });
  });

  test('accepts plain decimal limits from 1 to 50', () => {
    expect(vignetteListQuerySchema.parse({ limit: '50', cursor: 'abc' })).toMatchObject({
      limit: 50,
      cursor: 'abc',
    });
  });

  test.each(['0x10', '1e1', '+1', ' 1', '1.0', '0', '51', ''])('rejects limit %j', (limit) => {
    expect(vignetteListQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('newsletter forms', () => {
  test('the footer form rejects a comma list of addresses', () => {
    expect(newsletterSubscribeSchema.safeParse({ email: 'a,b@evil.com', sourcePage: '/' }).success).toBe(
      false,
    );
  });

  test('the join form refuses a multi-line or linked name', () => {
    const join = (name: string) =>
      newsletterJoinSchema.safeParse({
        email: 'ada@example.org',
        name,
        metadata: { interests: ['research'], source: 'join_page' },
        consent: true,
      }).success;
    expect(join('Ada Lovelace')).toBe(true);
    expect(join('Ada\nLovelace')).toBe(false);
    expect(join('https://spam.example')).toBe(false);
  });
});

/** The first message zod gives for each field of a failed parse. */
function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('contact form schema', () => {
  test('name, email and message are required with the spec message; interest is general by default', () => {
    expect(fieldMessages(contactMessageSchema.safeParse({}))).toEqual({
      name: contactMessages.required,
      email: contactMessages.required,
      message: contactMessages.required,
    });
    expect(
      contactMessageSchema.parse({ name: ' Ada ', email: ' ada@example.org ', message: ' Hi ' }),
    ).toEqual({ name: 'Ada', email: 'ada@example.org', message: 'Hi', interest: 'general' });
  });

  test('an invalid address gets the spec message, through the one e-mail rule', () => {
    for (const email of ['ada@example', 'a,b@example.org', 'ada example.org']) {
      expect(fieldMessages(contactMessageSchema.safeParse({ name: 'Ada', email, message: 'Hi' })).email).toBe(
        contactMessages.emailInvalid,
      );
    }
  });

  test('a message may span lines but not hide text', () => {
    const parse = (message: string) =>
      contactMessageSchema.safeParse({ name: 'A', email: 'a@b.org', message });
    expect(parse('Line one\nLine two\twith a tab').success).toBe(true);
    expect(fieldMessages(parse('Hello\u202Eexe.png')).message).toBe(contactMessages.messageInvalid);
    expect(fieldMessages(parse('x'.repeat(5001))).message).toBe(contactMessages.messageTooLong);
  });
});

describe('join form schema', () => {
  const join = { email: 'ada@example.org', metadata: { interests: ['research'], source: 'join_page' } };

  test('needs the consent box ticked', () => {
    expect(newsletterJoinSchema.safeParse({ ...join, consent: true }).success).toBe(true);
    for (const consent of [undefined, false, 'yes']) {
      expect(fieldMessages(newsletterJoinSchema.safeParse({ ...join, consent })).consent).toBe(
        newsletterMessages.consentRequired,
      );
    }
  });

  test('gives its own e-mail message, for an empty and an invalid address alike', () => {
    for (const email of ['', 'ada@example']) {
      expect(fieldMessages(newsletterJoinSchema.safeParse({ ...join, email, consent: true })).email).toBe(
        'Invalid email address',
      );
    }
    expect(fieldMessages(newsletterSubscribeSchema.safeParse({ email: '', sourcePage: '/' })).email).toBe(
      newsletterMessages.emailRequired,
    );
  });
});
