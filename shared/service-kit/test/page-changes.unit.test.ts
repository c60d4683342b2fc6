import { parsePageChanges } from '../src/page-changes.js';

describe('page change announcements', () => {
  it('reads the announced site paths', () => {
    expect(parsePageChanges('{"paths":["/vignettes","/vignettes/a"]}')).toEqual({
      paths: ['/vignettes', '/vignettes/a'],
    });
  });

  it.each(['', '{}', 'not json', '{"paths":"/x"}', '{"paths":["https://elsewhere.example/"]}', 'null'])(
    'treats an unreadable payload %j as "every page", never as "nothing changed"',
    (payload) => {
      expect(parsePageChanges(payload).paths).toBeUndefined();
    },
  );
});
