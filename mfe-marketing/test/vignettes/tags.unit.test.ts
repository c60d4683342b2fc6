import { collectTags } from '../../src/vignettes/tags.js';
import { makeVignette } from '../support/vignettes.js';

describe('collectTags', () => {
  it('lists each tag once, alphabetically regardless of case', () => {
    const vignettes = [
      makeVignette({ tags: ['policy', 'Ethics'] }),
      makeVignette({ tags: ['access', 'policy'] }),
      makeVignette({ tags: [] }),
    ];
    expect(collectTags(vignettes)).toEqual(['access', 'Ethics', 'policy']);
  });

  it('is empty for no vignettes', () => {
    expect(collectTags([])).toEqual([]);
  });
});
