import { UiProvider } from '@gbc/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page the way the shell does: inside the design-system providers and a router at `path`. */
export function renderPage(page: ReactElement, path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </UiProvider>,
  );
}

/** Heading levels in document order, to check that the outline never skips a level. */
export function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) =>
    Number(heading.tagName[1]),
  );
}

export function expectNoSkippedHeadingLevels(container: HTMLElement) {
  const levels = headingLevels(container);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] as number) + 1);
  });
}
