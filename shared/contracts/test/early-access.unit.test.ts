import {
  earlyAccessInterestLabels,
  earlyAccessMessages,
  earlyAccessProducts,
  earlyAccessRequestSchema,
} from '../src/early-access/index.js';

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  interestLevel: 'high',
  productPage: 'pawlink',
};

const messagesOf = (input: unknown) => {
  const result = earlyAccessRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('early-access contract', () => {
  it('lists the gated pages and the spec interest levels with their labels', () => {
    expect(earlyAccessProducts).toEqual(['products', 'equinelink', 'pawlink', 'pinnipedlink', 'ratpak']);
    expect(earlyAccessInterestLabels).toEqual({
      high: 'High - Ready to purchase/implement',
      medium: 'Medium - Evaluating options',
      low: 'Low - Just exploring',
    });
  });

  it('requires name, e-mail and interest level with the spec message', () => {
    expect(messagesOf({ productPage: 'products' })).toEqual([
      earlyAccessMessages.required,
      earlyAccessMessages.required,
      earlyAccessMessages.required,
    ]);
    expect(messagesOf({ ...valid, name: '  ' })).toEqual([earlyAccessMessages.required]);
  });

  it('refuses an invalid address with the spec message', () => {
    expect(messagesOf({ ...valid, email: 'grace@example' })).toEqual(['Please enter a valid email address']);
  });

  it('takes company and message as optional, trimmed', () => {
    expect(earlyAccessRequestSchema.parse({ ...valid, company: ' Navy ', message: '' })).toEqual({
      ...valid,
      company: 'Navy',
      message: '',
    });
  });

  it('refuses unknown pages and interest levels, NUL bytes and links in a name', () => {
    expect(messagesOf({ ...valid, productPage: 'neuropak' })).toEqual([earlyAccessMessages.productInvalid]);
    expect(messagesOf({ ...valid, interestLevel: 'urgent' })).toEqual([earlyAccessMessages.required]);
    expect(messagesOf({ ...valid, message: 'a\u0000b' })).toEqual([earlyAccessMessages.messageInvalid]);
    expect(messagesOf({ ...valid, name: 'Visit https://spam.example/' })).toEqual([
      earlyAccessMessages.nameInvalid,
    ]);
  });
});
