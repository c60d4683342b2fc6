import { theme } from '@gbc/ui';
import {
  nextSlideIndex,
  previousSlideIndex,
  showsCarouselArrows,
  slidesPerView,
  visibleSlideIndices,
} from '../../src/home/carousel.js';

describe('slidesPerView', () => {
  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1920, 3],
  ])('shows %i px wide viewports %i slide(s)', (width, expected) => {
    expect(slidesPerView(width, theme.breakpoints)).toBe(expected);
  });
});

describe('carousel index math', () => {
  it('loops forward from the last slide to the first', () => {
    expect(nextSlideIndex(0, 5)).toBe(1);
    expect(nextSlideIndex(4, 5)).toBe(0);
  });

  it('loops backward from the first slide to the last', () => {
    expect(previousSlideIndex(3, 5)).toBe(2);
    expect(previousSlideIndex(0, 5)).toBe(4);
  });

  it('stays at 0 when there are no slides', () => {
    expect(nextSlideIndex(0, 0)).toBe(0);
    expect(previousSlideIndex(0, 0)).toBe(0);
  });

  it('windows the visible slides and wraps past the end', () => {
    expect(visibleSlideIndices(0, 3, 8)).toEqual([0, 1, 2]);
    expect(visibleSlideIndices(6, 3, 8)).toEqual([6, 7, 0]);
    expect(visibleSlideIndices(7, 2, 8)).toEqual([7, 0]);
    expect(visibleSlideIndices(2, 1, 8)).toEqual([2]);
  });

  it('never shows a slide twice when there are fewer slides than the view holds', () => {
    expect(visibleSlideIndices(1, 3, 2)).toEqual([1, 0]);
  });
});

describe('showsCarouselArrows', () => {
  it('hides the arrows with three vignettes or fewer', () => {
    expect(showsCarouselArrows(0)).toBe(false);
    expect(showsCarouselArrows(3)).toBe(false);
  });

  it('shows the arrows with more than three vignettes', () => {
    expect(showsCarouselArrows(4)).toBe(true);
    expect(showsCarouselArrows(8)).toBe(true);
  });
});
