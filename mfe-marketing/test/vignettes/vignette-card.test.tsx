import { screen, within } from '@testing-library/react';
import { VignetteCard } from '../../src/vignettes/VignetteCard.js';
import { renderInShell } from '../support/render.js';
import { makeVignette } from '../support/vignettes.js';

const vignette = makeVignette({
  title: 'Signal in the Reef',
  slug: 'signal-in-the-reef',
  excerpt: 'A sea lion learns to ask for help.',
  tags: ['marine', 'welfare', 'research', 'ocean'],
  readTime: 4,
  createdAt: '2025-11-20T00:00:00.000Z',
  author: 'Council Writers',
});

/** The card around a title link: the link's hit area covers the card, but the text lives in the article. */
function cardOf(title: string): HTMLElement {
  return screen.getByRole('link', { name: title }).closest('article') as HTMLElement;
}

function tagTexts(card: HTMLElement): string[] {
  return within(within(card).getByRole('list', { name: 'Tags' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('VignetteCard', () => {
  it('is one link to the vignette, named by its visible title, with nothing else interactive', () => {
    renderInShell(<VignetteCard vignette={vignette} />);
    const link = screen.getByRole('link', { name: 'Signal in the Reef' });
    expect(link).toHaveAttribute('href', '/vignettes/signal-in-the-reef');
    expect(within(cardOf('Signal in the Reef')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows date, read time, author and excerpt', () => {
    renderInShell(<VignetteCard vignette={vignette} />);
    const card = cardOf('Signal in the Reef');
    expect(card).toHaveTextContent('November 20, 2025 · 4 min read · Council Writers');
    expect(card).toHaveTextContent('A sea lion learns to ask for help.');
    expect(within(card).getByRole('heading', { level: 3, name: 'Signal in the Reef' })).toBeInTheDocument();
  });

  it('shows three tags on a full card and two on a compact one', () => {
    renderInShell(
      <>
        <VignetteCard vignette={vignette} headingLevel={2} />
        <VignetteCard vignette={{ ...vignette, id: 'compact', title: 'Compact copy' }} compact />
      </>,
    );
    expect(tagTexts(cardOf('Signal in the Reef'))).toEqual(['marine', 'welfare', 'research']);
    expect(tagTexts(cardOf('Compact copy'))).toEqual(['marine', 'welfare']);
  });
});
