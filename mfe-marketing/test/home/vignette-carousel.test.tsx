import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vignetteCarouselCopy } from '../../src/home/content/vignettes.js';
import { VignetteCarouselSection } from '../../src/home/sections/VignetteCarouselSection.js';
import { useVignetteList } from '../../src/vignettes/api.js';
import { listResult, makeVignettes, renderWithShell } from './home-test-utils.js';

jest.mock('../../src/vignettes/api.js', () => ({ useHeroVignette: jest.fn(), useVignetteList: jest.fn() }));

const mockedVignetteList = jest.mocked(useVignetteList);

function carousel() {
  return screen.getByRole('region', { name: vignetteCarouselCopy.heading });
}

function slideLabels() {
  return Array.from(carousel().querySelectorAll('[aria-roledescription="slide"]'), (slide) =>
    slide.getAttribute('aria-label'),
  );
}

beforeEach(() => {
  // jsdom's default window is 1024 px wide: the large layout, three per view.
  window.innerWidth = 1024;
});

describe('VignetteCarouselSection', () => {
  it('asks for the latest eight vignettes as compact cards', () => {
    mockedVignetteList.mockReturnValue(listResult('loading'));
    renderWithShell(<VignetteCarouselSection />);
    expect(mockedVignetteList).toHaveBeenCalledWith({ limit: 8, fields: 'compact' });
  });

  it('shows three skeleton cards in a busy region while loading', () => {
    mockedVignetteList.mockReturnValue(listResult('loading'));
    renderWithShell(<VignetteCarouselSection />);
    expect(carousel().querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByTestId('vignette-card-skeleton')).toHaveLength(3);
  });

  it('renders nothing when the list is empty, which is also how a failed call arrives', () => {
    mockedVignetteList.mockReturnValue(listResult('ready', []));
    renderWithShell(<VignetteCarouselSection />);
    expect(screen.queryByRole('heading', { name: vignetteCarouselCopy.heading })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  it('has no previous/next buttons with three vignettes and shows all three', () => {
    mockedVignetteList.mockReturnValue(listResult('ready', makeVignettes(3)));
    renderWithShell(<VignetteCarouselSection />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.queryByRole('button', { name: vignetteCarouselCopy.nextLabel })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: vignetteCarouselCopy.previousLabel }),
    ).not.toBeInTheDocument();
    expect(slideLabels()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('shows three of four vignettes and loops through them with the buttons', async () => {
    const user = userEvent.setup();
    mockedVignetteList.mockReturnValue(listResult('ready', makeVignettes(4)));
    renderWithShell(<VignetteCarouselSection />);
    expect(slideLabels()).toEqual(['1 of 4', '2 of 4', '3 of 4']);

    await user.click(screen.getByRole('button', { name: vignetteCarouselCopy.nextLabel }));
    expect(slideLabels()).toEqual(['2 of 4', '3 of 4', '4 of 4']);
    await user.click(screen.getByRole('button', { name: vignetteCarouselCopy.nextLabel }));
    expect(slideLabels()).toEqual(['3 of 4', '4 of 4', '1 of 4']);

    await user.click(screen.getByRole('button', { name: vignetteCarouselCopy.previousLabel }));
    await user.click(screen.getByRole('button', { name: vignetteCarouselCopy.previousLabel }));
    await user.click(screen.getByRole('button', { name: vignetteCarouselCopy.previousLabel }));
    expect(slideLabels()).toEqual(['4 of 4', '1 of 4', '2 of 4']);
  });

  it('shows one slide per view on a phone-sized window', () => {
    window.innerWidth = 390;
    mockedVignetteList.mockReturnValue(listResult('ready', makeVignettes(5)));
    renderWithShell(<VignetteCarouselSection />);
    expect(slideLabels()).toEqual(['1 of 5']);
  });
});
