import { bciAcceleratorFacts, neuroGovernanceFacts, programsApi } from '@gbc/contracts/programs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BciAcceleratorPage from '../src/bci-accelerator/BciAcceleratorPage.js';
import NeuroGovernancePage from '../src/neuro-governance/NeuroGovernancePage.js';
import { expectNoSkippedHeadingLevels, renderPage } from './render-page.js';

const contactHref = (subject: string) => `/contact?${new URLSearchParams({ subject })}`;
const section = (name: string) => screen.getByRole('region', { name });

describe('/programs/neuro-governance', () => {
  const renderCourse = () => renderPage(<NeuroGovernancePage />, '/programs/neuro-governance');

  it('shows one h1 and a heading outline without skipped levels', () => {
    const { container } = renderCourse();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NeuroGovernance Certification');
    expectNoSkippedHeadingLevels(container);
  });

  it('states every fact and date of the spec', () => {
    renderCourse();
    const facts = within(screen.getByRole('list', { name: 'The course at a glance' }));
    for (const value of [
      '8 weeks online',
      '25-30 participants',
      'Live + self-paced',
      'Certified',
      'AUD $2,500',
      'Q2 2025',
    ]) {
      expect(facts.getByText(value)).toBeInTheDocument();
    }
    expect(document.body).toHaveTextContent('6-8 hours per week');
    expect(document.body).toHaveTextContent('Application deadline: April 30, 2025');
    expect(document.body).toHaveTextContent('Cohort starts: May 2025');
  });

  it('has six outcomes, an eight-week curriculum, eight audiences and five questions', () => {
    renderCourse();
    expect(
      within(screen.getByRole('list', { name: 'What you will learn' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    const weeks = within(screen.getByRole('list', { name: 'Eight-week curriculum' })).getAllByRole(
      'listitem',
    );
    expect(weeks.map((week) => within(week).getByText(/^Week \d$/).textContent)).toEqual(
      Array.from({ length: 8 }, (_, index) => `Week ${index + 1}`),
    );
    expect(
      within(screen.getByRole('list', { name: 'Who the course is for' })).getAllByRole('listitem'),
    ).toHaveLength(8);
    expect(within(section('Frequently asked questions')).getAllByRole('group')).toHaveLength(5);
  });

  it('links Apply Now and the inquiry to the contact page with their subjects', () => {
    renderCourse();
    const apply = screen.getAllByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveLength(2);
    for (const link of apply) {
      expect(link).toHaveAttribute('href', contactHref(neuroGovernanceFacts.applySubject));
    }
    expect(screen.getByRole('link', { name: 'Ask About the Course' })).toHaveAttribute(
      'href',
      contactHref('NeuroGovernance Inquiry'),
    );
  });

  it('downloads the brochure from the programs service', () => {
    renderCourse();
    const brochure = screen.getByRole('link', { name: 'Download Brochure' });
    expect(brochure).toHaveAttribute('href', programsApi.brochure('neuro-governance'));
    expect(brochure).toHaveAttribute('download', 'neuro-governance-brochure.pdf');
  });

  it('keeps one FAQ answer open at a time', async () => {
    const user = userEvent.setup();
    renderCourse();
    const items = within(section('Frequently asked questions')).getAllByRole('group');
    const [first, second] = items as [HTMLDetailsElement, HTMLDetailsElement];
    expect(items.every((item) => !(item as HTMLDetailsElement).open)).toBe(true);

    await user.click(within(first).getByText(/technical or scientific background/));
    expect(first.open).toBe(true);
    await user.click(within(second).getByText(/How much time/));
    expect(second.open).toBe(true);
    expect(first.open).toBe(false);
    expect(items.filter((item) => (item as HTMLDetailsElement).open)).toHaveLength(1);
  });
});

describe('/programs/bci-accelerator', () => {
  const renderAccelerator = () => renderPage(<BciAcceleratorPage />, '/programs/bci-accelerator');

  it('shows one h1 and a heading outline without skipped levels', () => {
    const { container } = renderAccelerator();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('BCI Accelerator');
    expectNoSkippedHeadingLevels(container);
  });

  it('has six benefits, the cohort structure, six criteria, six blocks and three alumni stories', () => {
    renderAccelerator();
    const count = (name: string) =>
      within(screen.getByRole('list', { name })).getAllByRole('listitem').length;
    expect(count('What teams receive')).toBe(6);
    expect(count('Who can apply')).toBe(6);
    expect(count('Alumni stories')).toBe(3);
    const blocks = within(screen.getByRole('list', { name: 'Twelve-week curriculum' })).getAllByRole(
      'listitem',
    );
    expect(blocks.map((block) => within(block).getByText(/^Weeks /).textContent)).toEqual([
      'Weeks 1-2',
      'Weeks 3-4',
      'Weeks 5-6',
      'Weeks 7-8',
      'Weeks 9-10',
      'Weeks 11-12',
    ]);
    const cohort = within(screen.getByRole('list', { name: 'Cohort structure' }));
    for (const value of ['12 weeks', '10-12 teams', '2 cohorts a year'])
      expect(cohort.getByText(value)).toBeInTheDocument();
  });

  it('shows both funding readings apart, each with its cohort and dates', () => {
    renderAccelerator();
    const seed = within(screen.getByRole('listitem', { name: 'Seed investment up to $50K equity-free' }));
    expect(seed.getByText('Cohort 2')).toBeInTheDocument();
    const seedDates = within(seed.getByRole('list', { name: 'Cohort 2 dates' })).getAllByRole('listitem');
    expect(seedDates.map((date) => date.textContent)).toEqual([
      'Applications openJanuary 1, 2025',
      'Application deadlineFebruary 15, 2025',
      'InterviewsFebruary 16-28, 2025',
      'NotificationsMarch 1, 2025',
      'Cohort 2 beginsMarch 15, 2025',
      'Demo DayJune 7, 2025',
    ]);
    expect(seed.queryByText(/250K/)).toBeNull();

    const fall = within(screen.getByRole('listitem', { name: 'Funding up to $250K' }));
    expect(fall.getByText('Fall 2026 cohort')).toBeInTheDocument();
    expect(fall.getByRole('list', { name: 'Fall 2026 cohort dates' })).toHaveTextContent(
      'Applications openJune 2026',
    );
    expect(fall.queryByText(/\$50K/)).toBeNull();
    expect(bciAcceleratorFacts.fundingReadings).toHaveLength(2);
  });

  it('links the application and the questions to the contact page with their subjects', () => {
    renderAccelerator();
    expect(screen.getByRole('link', { name: 'Apply for Cohort 2' })).toHaveAttribute(
      'href',
      contactHref('BCI Accelerator Application'),
    );
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      contactHref('BCI Accelerator Application'),
    );
    expect(screen.getByRole('link', { name: 'Ask a Question' })).toHaveAttribute(
      'href',
      contactHref('BCI Accelerator Questions'),
    );
  });
});
