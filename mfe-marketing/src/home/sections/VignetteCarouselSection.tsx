import type { VignetteSummary } from '@gbc/contracts/marketing';
import { Button, Container, Grid, Section, Stack, theme } from '@gbc/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useVignetteList } from '../../vignettes/api.js';
import { featuredVignettesPlaceholderCount, latestVignettesLimit } from '../../vignettes/constants.js';
import { VignetteCard } from '../../vignettes/VignetteCard.js';
import { VignetteGrid } from '../../vignettes/VignetteGrid.js';
import {
  nextSlideIndex,
  previousSlideIndex,
  showsCarouselArrows,
  slidesPerView,
  visibleSlideIndices,
} from '../carousel.js';
import { vignetteCarouselCopy } from '../content/vignettes.js';
import { useViewportWidth } from '../useViewportWidth.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

/** Stretches each card to the tallest slide in view, so the row stays even. */
const Slide = styled.div`
  display: flex;

  & > * {
    flex: 1;
  }
`;

interface CarouselSlidesProps {
  vignettes: readonly VignetteSummary[];
}

/**
 * With more than three vignettes: a looping window of 1, 2 or 3 slides and previous/next buttons.
 * With three or fewer there are no buttons (spec 1 §4), so every slide is laid out in a responsive grid
 * instead of being hidden out of reach on narrow screens.
 */
function CarouselSlides({ vignettes }: CarouselSlidesProps) {
  const trackId = useId();
  const [start, setStart] = useState(0);
  const perView = slidesPerView(useViewportWidth(), theme.breakpoints);
  const count = vignettes.length;
  const hasArrows = showsCarouselArrows(count);
  const shown = hasArrows ? visibleSlideIndices(start, perView, count) : vignettes.map((_, index) => index);
  const columns = hasArrows ? { base: perView } : { base: 1, md: 2, lg: 3 };

  return (
    <Stack gap="lg">
      {/* Polite: slides change only when the visitor presses a button, never by themselves. */}
      <Grid id={trackId} columns={columns} aria-live="polite">
        {shown.map((index) => {
          const vignette = vignettes[index]!;
          return (
            <Slide
              key={vignette.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              <VignetteCard vignette={vignette} compact />
            </Slide>
          );
        })}
      </Grid>
      {hasArrows && (
        <Stack direction="row" gap="sm" justify="center">
          <Button
            variant="outline"
            aria-label={vignetteCarouselCopy.previousLabel}
            aria-controls={trackId}
            onClick={() => setStart((current) => previousSlideIndex(current, count))}
          >
            <ChevronLeft aria-hidden="true" size={20} />
          </Button>
          <Button
            variant="outline"
            aria-label={vignetteCarouselCopy.nextLabel}
            aria-controls={trackId}
            onClick={() => setStart((current) => nextSlideIndex(current, count))}
          >
            <ChevronRight aria-hidden="true" size={20} />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The latest published vignettes; renders nothing when the list fails or is empty. */
export function VignetteCarouselSection() {
  const headingId = useId();
  const list = useVignetteList({ limit: latestVignettesLimit, fields: 'compact' });
  // A failed list arrives as an empty one (logged by the API hook); either way there is nothing to show.
  if (list.status === 'ready' && list.vignettes.length === 0) return null;

  return (
    <Section tone="muted" aria-labelledby={headingId} aria-roledescription="carousel">
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={vignetteCarouselCopy} headingId={headingId} />
          {list.status === 'ready' ? (
            <CarouselSlides vignettes={list.vignettes} />
          ) : (
            <VignetteGrid
              vignettes={list.vignettes}
              loading
              placeholderCount={featuredVignettesPlaceholderCount}
            />
          )}
        </Stack>
      </Container>
    </Section>
  );
}
