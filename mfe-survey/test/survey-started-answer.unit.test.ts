import { surveyStartedAnswer } from '../src/survey/api.js';

describe('surveyStartedAnswer', () => {
  const responseId = '0b8f2a4e-5c1d-4e7a-9f3b-2d6c8e1a7b90';

  it('returns the response id and session id of a well-formed answer', () => {
    expect(surveyStartedAnswer({ responseId, sessionId: 'K7QX-2MPD', extra: 1 })).toEqual({
      responseId,
      sessionId: 'K7QX-2MPD',
    });
  });

  it.each([
    undefined,
    null,
    {},
    { responseId: 'not-a-uuid', sessionId: 'K7QX-2MPD' },
    { responseId, sessionId: '' },
    { responseId, sessionId: 42 },
  ])('refuses %p', (answer) => {
    expect(() => surveyStartedAnswer(answer)).toThrow('unexpected body');
  });
});
