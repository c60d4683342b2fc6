import { render, screen } from '@testing-library/react';
import { DownloadButtonLink } from '../src/DownloadButtonLink.js';
import { UiProvider } from '../src/UiProvider.js';

describe('DownloadButtonLink', () => {
  it('is a plain link that downloads under the given file name, ready without hydration', () => {
    render(
      <UiProvider>
        <DownloadButtonLink href="/files/brochure" fileName="brochure.pdf" variant="outline">
          Download Brochure
        </DownloadButtonLink>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Download Brochure' });
    expect(link).toHaveAttribute('href', '/files/brochure');
    expect(link).toHaveAttribute('download', 'brochure.pdf');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('aria-disabled');
    expect(link).not.toHaveAttribute('$variant');
  });
});
