import { screen, within } from '@testing-library/react';
import { surveyCallToAction } from '../../src/home/content/calls-to-action.js';
import { hero } from '../../src/home/content/hero.js';
import { welcomeSeenKey, welcomeToast } from '../../src/home/content/welcome.js';
import HomePage from '../../src/home/HomePage.js';
import { useHeroVignette, useVignetteList } from '../../src/vignettes/api.js';
import { heroVignette, listResult, makeVignettes, renderWithShell } from './home-test-utils.js';

jest.mock('../../src/vignettes/api.js', () => ({ useHeroVignette: jest.fn(), useVignetteList: jest.fn() }));

const mockedHeroVignette = jest.mocked(useHeroVignette);
const mockedVignetteList = jest.mocked(useVignetteList);

beforeEach(() => {
  window.localStorage.clear();
  mockedHeroVignette.mockReturnValue(null);
  mockedVignetteList.mockReturnValue(listResult('ready', makeVignettes(6)));
});

describe('HomePage', () => {
  it('has exactly one h1, the hero headline', () => {
    renderWithShell(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([hero.headline]);
  });

  it("heads its sections with the spec's block names, in the spec's order", () => {
    renderWithShell(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'About the Council',
      'Our Mission',
      'Milestones and Roadmap',
      'Work Areas',
      'Focus Areas',
      'Three Pillars',
      'Global BCI Summit 2026',
      'Latest Vignettes',
      'Featured Technologies',
      'Featured Future Vignettes',
      surveyCallToAction.title,
      'Join the Movement',
    ]);
    expect(screen.getByRole('region', { name: 'Work Areas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Focus Areas' })).toBeInTheDocument();
  });

  it('welcomes a first-time visitor with a toast, and only on the first visit', async () => {
    const first = renderWithShell(<HomePage />);
    expect(await screen.findByText(welcomeToast.title)).toBeInTheDocument();
    expect(window.localStorage.getItem(welcomeSeenKey)).not.toBeNull();
    first.unmount();

    renderWithShell(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(welcomeToast.title)).not.toBeInTheDocument();
  });

  it('omits the vignette button when no hero vignette was found', () => {
    renderWithShell(<HomePage />);
    expect(screen.queryByRole('link', { name: hero.vignetteLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /partner with us/i })).toHaveAttribute('href', '/contact');
  });

  it('links the vignette button to the vignette the API picked', () => {
    mockedHeroVignette.mockReturnValue(heroVignette);
    renderWithShell(<HomePage />);
    expect(screen.getByRole('link', { name: hero.vignetteLabel })).toHaveAttribute(
      'href',
      `/vignettes/${heroVignette.slug}`,
    );
  });

  it('shows the survey call to action with its exact details line', () => {
    renderWithShell(<HomePage />);
    const survey = screen.getByRole('region', { name: surveyCallToAction.title });
    expect(within(survey).getByText('15-20 minutes • Anonymous • GDPR Compliant')).toBeInTheDocument();
    expect(within(survey).getByRole('link', { name: surveyCallToAction.action.label })).toHaveAttribute(
      'href',
      '/signal-economy-survey',
    );
  });

  it('ends with the Join the Movement banner linking to /join', () => {
    renderWithShell(<HomePage />);
    const banner = screen.getByRole('region', { name: 'Join the Movement' });
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/join');
  });

  it('features six compact vignettes', () => {
    renderWithShell(<HomePage />);
    expect(mockedVignetteList).toHaveBeenCalledWith({ limit: 6, fields: 'compact' });
    const featured = screen.getByRole('region', { name: 'Featured Future Vignettes' });
    expect(within(featured).getAllByRole('link', { name: /vignette number/i })).toHaveLength(6);
  });

  it('drops both vignette sections when the vignette lists come back empty or failed', () => {
    mockedVignetteList.mockReturnValue(listResult('ready', []));
    renderWithShell(<HomePage />);
    expect(screen.queryByRole('heading', { name: 'Featured Future Vignettes' })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
