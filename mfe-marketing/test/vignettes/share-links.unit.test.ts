import { shareTargets } from '../../src/vignettes/shareLinks.js';

describe('shareTargets', () => {
  it('builds the LinkedIn, X and Threads intents with encoded title and URL', () => {
    const targets = shareTargets('Minds & Markets?', 'https://gbc.example/vignettes/minds-and-markets');
    expect(targets).toEqual([
      {
        network: 'LinkedIn',
        href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fgbc.example%2Fvignettes%2Fminds-and-markets',
      },
      {
        network: 'X',
        href: 'https://twitter.com/intent/tweet?text=Minds%20%26%20Markets%3F&url=https%3A%2F%2Fgbc.example%2Fvignettes%2Fminds-and-markets',
      },
      {
        network: 'Threads',
        href: 'https://www.threads.net/intent/post?text=Minds%20%26%20Markets%3F%20https%3A%2F%2Fgbc.example%2Fvignettes%2Fminds-and-markets',
      },
    ]);
  });
});
