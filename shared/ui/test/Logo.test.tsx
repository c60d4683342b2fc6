import { brand } from '@gbc/brand';
import { logoSizes, logoVariants } from '@gbc/site-map';
import { fireEvent, render, screen } from '@testing-library/react';
import { Logo } from '../src/Logo.js';

describe('Logo', () => {
  it('shows the variant image, name and subtitle', () => {
    const { container } = render(<Logo variant={logoVariants.pawlink} size="lg" />);
    const root = container.querySelector('[data-logo-variant]');
    expect(root).toHaveAttribute('data-logo-variant', 'pawlink');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/logos/pawlink.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', String(logoSizes.lg));
    expect(screen.getByText('PawLink')).toBeInTheDocument();
    expect(screen.getByText('Working canine BCI')).toBeInTheDocument();
  });

  it('swaps a failed image for the brain icon in the variant colour', () => {
    const { container } = render(<Logo variant={logoVariants.equinelink} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('stroke', logoVariants.equinelink.color);
    expect(icon).toHaveAttribute('width', String(logoSizes.md));
  });

  it('tries the image again when the variant changes', () => {
    const { container, rerender } = render(<Logo variant={logoVariants.equinelink} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Logo variant={logoVariants.ratpak} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/logos/ratpak.svg');
  });

  it('keeps the name for screen readers when the text is hidden', () => {
    render(<Logo variant={logoVariants.master} showText={false} />);
    expect(screen.getByText(brand.name)).toBeInTheDocument();
    expect(screen.queryByText('Ethics · Standards · Access')).not.toBeInTheDocument();
  });
});
