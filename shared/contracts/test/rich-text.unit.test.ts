import { richTextLinkRel } from '../src/index.js';

describe('richTextLinkRel', () => {
  test.each([
    [null, null, null],
    ['opener', null, null],
    ['Opener nofollow', null, 'nofollow'],
    [null, '_blank', 'noopener noreferrer'],
    ['opener', '_blank', 'noopener noreferrer'],
    ['nofollow noopener', ' _Blank ', 'nofollow noopener noreferrer'],
    ['noreferrer', '_self', 'noreferrer'],
  ])('rel %j with target %j gives %j', (rel, target, expected) => {
    expect(richTextLinkRel(rel, target)).toBe(expected);
  });
});
