import { brand } from '@gbc/site-map';
import { screen, within } from '@testing-library/react';
import PrivacyPage from '../../src/legal/PrivacyPage.js';
import TermsPage from '../../src/legal/TermsPage.js';
import { metaContent, renderInShell } from '../support/render.js';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-05T12:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

function expectContactDetails() {
  const contact = screen.getByRole('link', { name: brand.contactEmail });
  expect(contact).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
  expect(screen.getByText(/Postal address: To be confirmed/)).toBeInTheDocument();
}

describe('PrivacyPage', () => {
  it('shows its sections in order under one h1', () => {
    renderInShell(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy Policy',
    ]);
    expect(sectionHeadings()).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Brain-Computer Interface Data',
      'Data Security',
      'Contact Us',
    ]);
  });

  it('shows today as "Last updated" and sets the document title and description', () => {
    renderInShell(<PrivacyPage />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: March 5, 2026');
    expect(document.title).toBe('Privacy Policy - GBC');
    expect(metaContent('description')).toBe('How the council collects, uses and protects your information.');
  });

  it('ends with the contact e-mail and the postal address placeholder', () => {
    renderInShell(<PrivacyPage />);
    const contactSection = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contactSection).getByRole('link', { name: brand.contactEmail })).toBeInTheDocument();
    expectContactDetails();
  });
});

describe('TermsPage', () => {
  it('shows its sections in order under one h1', () => {
    renderInShell(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Terms of Service',
    ]);
    expect(sectionHeadings()).toEqual([
      'Acceptance of Terms',
      'Use Licence',
      'Membership Terms',
      'BCI Ethics Commitment',
      'Disclaimer',
      'Contact Information',
    ]);
  });

  it('shows today as "Last updated" and sets the document title', () => {
    renderInShell(<TermsPage />);
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: March 5, 2026');
    expect(document.title).toBe('Terms of Service - GBC');
    expectContactDetails();
  });
});
