import { brand } from './brand.js';

export type LogoVariantId = 'master' | 'equinelink' | 'pawlink' | 'pinnipedlink' | 'neuropak' | 'ratpak';
export type LogoSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface LogoVariant {
  id: LogoVariantId;
  name: string;
  subtitle: string;
  /** Image under the shell's public folder; an icon stands in when it fails to load. */
  image: string;
  color: string;
}

export const logoVariants: Record<LogoVariantId, LogoVariant> = {
  master: {
    id: 'master',
    name: brand.name,
    subtitle: 'Ethics · Standards · Access',
    image: '/logos/master.svg',
    color: '#1e3a8a',
  },
  equinelink: {
    id: 'equinelink',
    name: 'EquineLink',
    subtitle: 'Elite equine BCI',
    image: '/logos/equinelink.svg',
    color: '#d97706',
  },
  pawlink: {
    id: 'pawlink',
    name: 'PawLink',
    subtitle: 'Working canine BCI',
    image: '/logos/pawlink.svg',
    color: '#16a34a',
  },
  pinnipedlink: {
    id: 'pinnipedlink',
    name: 'PinnipedLink',
    subtitle: 'Marine mammal BCI',
    image: '/logos/pinnipedlink.svg',
    color: '#0891b2',
  },
  neuropak: {
    id: 'neuropak',
    name: 'NeuroPAK',
    subtitle: 'BCI orchestration',
    image: '/logos/neuropak.svg',
    color: '#7c3aed',
  },
  ratpak: {
    id: 'ratpak',
    name: 'RATPAK',
    subtitle: 'Robotic fleet orchestration',
    image: '/logos/ratpak.svg',
    color: '#2563eb',
  },
};

export const logoSizes: Record<LogoSize, number> = { xs: 24, sm: 32, md: 40, lg: 56, xl: 72 };

/** The spec switches the logo only for these three brands; every other path shows the master logo. */
export function logoVariantForPath(pathname: string): LogoVariant {
  const lower = pathname.toLowerCase();
  if (lower.includes('equinelink')) return logoVariants.equinelink;
  if (lower.includes('pawlink')) return logoVariants.pawlink;
  if (lower.includes('ratpak')) return logoVariants.ratpak;
  return logoVariants.master;
}
