import { screen, within } from '@testing-library/react';
import FuturePage from '../../src/future/FuturePage.js';
import { metaContent, renderInShell } from '../support/render.js';

describe('FuturePage', () => {
  it('shows one h1 and its sections in order', () => {
    renderInShell(<FuturePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Future Vision']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The Road Ahead',
      'A Message from Our CEO',
      'Help Shape the Future',
    ]);
  });

  it('shows the timeline as an ordered list of past, present and future', () => {
    renderInShell(<FuturePage />);
    const timeline = screen.getByRole('region', { name: 'The Road Ahead' });
    const phases = within(timeline).getAllByRole('listitem');
    expect(phases.map((phase) => phase.textContent?.split(' · ')[0])).toEqual(['Past', 'Present', 'Future']);
    expect(within(timeline).getByRole('list').tagName).toBe('OL');
  });

  it('shows a static CEO video placeholder that says the video is expected in Q2 2026', () => {
    renderInShell(<FuturePage />);
    const video = screen.getByRole('region', { name: 'A Message from Our CEO' });
    expect(within(video).getByText(/expected in Q2 2026/)).toBeInTheDocument();
    expect(video.querySelector('video, iframe')).toBeNull();
    expect(within(video).queryByRole('button')).toBeNull();
  });

  it('links to /membership and sets the document title and description', () => {
    renderInShell(<FuturePage />);
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
    expect(document.title).toBe('Future Vision - GBC');
    expect(metaContent('description')).toBe(
      'Where brain-computer interfaces are heading, and how the council is preparing for it.',
    );
  });
});
