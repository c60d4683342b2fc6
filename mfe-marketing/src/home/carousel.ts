/** Spec 1 §4 and §9: the vignette carousel shows 1, 2 (md) or 3 (lg) slides and loops. */
export type SlidesPerView = 1 | 2 | 3;

/** Previous/next buttons appear only with more vignettes than this. */
export const carouselArrowThreshold = 3;

export interface CarouselBreakpoints {
  md: number;
  lg: number;
}

export function slidesPerView(viewportWidth: number, breakpoints: CarouselBreakpoints): SlidesPerView {
  if (viewportWidth >= breakpoints.lg) return 3;
  if (viewportWidth >= breakpoints.md) return 2;
  return 1;
}

export function showsCarouselArrows(slideCount: number): boolean {
  return slideCount > carouselArrowThreshold;
}

export function nextSlideIndex(index: number, slideCount: number): number {
  return slideCount === 0 ? 0 : (index + 1) % slideCount;
}

export function previousSlideIndex(index: number, slideCount: number): number {
  return slideCount === 0 ? 0 : (index - 1 + slideCount) % slideCount;
}

/** Indices of the slides in view, starting at `start` and wrapping past the end. */
export function visibleSlideIndices(start: number, perView: number, slideCount: number): number[] {
  const shown = Math.min(perView, slideCount);
  return Array.from({ length: shown }, (_, offset) => (start + offset) % slideCount);
}
