import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharePanel } from '../../src/vignettes/SharePanel.js';
import { installMatchMedia } from '../support/match-media.js';
import { renderInShell } from '../support/render.js';

const title = 'The Consent Ledger';
const url = 'http://localhost/vignettes/the-consent-ledger';

function renderSharePanel() {
  return renderInShell(<SharePanel title={title} url={url} />);
}

describe('SharePanel', () => {
  describe('on a large screen', () => {
    beforeEach(() => {
      installMatchMedia((query) => query === '(min-width: 1024px)');
    });

    it('copies the link and confirms with a toast', async () => {
      const user = userEvent.setup();
      renderSharePanel();
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText('Link copied!')).toBeInTheDocument();
      expect(screen.getByText('The vignette link has been copied to your clipboard.')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(url);
    });

    it('reports a failed copy with a destructive toast', async () => {
      const user = userEvent.setup();
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Permission denied'));
      renderSharePanel();
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByText('Copy failed')).toBeInTheDocument();
      expect(screen.getByText('Unable to copy link. Please try again.')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('[gbc] Failed to copy the vignette link', expect.any(Error));
      consoleError.mockRestore();
    });

    it('shares to LinkedIn, X and Threads in a new tab with named links', () => {
      renderSharePanel();
      const panel = screen.getByRole('complementary', { name: 'Share this vignette' });
      const encodedUrl = encodeURIComponent(url);
      const expected = [
        [
          'Share on LinkedIn (opens in a new tab)',
          `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
        ],
        [
          'Share on X (opens in a new tab)',
          `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
        ],
        [
          'Share on Threads (opens in a new tab)',
          `https://www.threads.net/intent/post?text=${encodeURIComponent(`${title} ${url}`)}`,
        ],
      ];
      for (const [name, href] of expected) {
        const link = within(panel).getByRole('link', { name });
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    });
  });

  it('renders nothing below the large breakpoint', () => {
    const queries = installMatchMedia(() => false);
    const { container } = renderSharePanel();
    expect(queries).toContain('(min-width: 1024px)');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(container.querySelector('aside')).toBeNull();
  });
});
