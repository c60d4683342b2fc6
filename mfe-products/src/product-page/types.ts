import type { ProductTier } from '@gbc/contracts/payments';
import type { SitePath } from '@gbc/site-map';

export interface TitledText {
  title: string;
  description: string;
}

export interface Spec {
  label: string;
  value: string;
}

/** Hardware system (spec 2 §3): price range as copy, not catalogue. */
export interface HardwareSystem {
  name: string;
  priceRange: string;
  channels: string;
  features: readonly string[];
  idealFor: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  title: string;
}

export interface ContactLink {
  label: string;
  to: SitePath;
}

/** A product page's copy: hero, specs, applications, hardware, testimonials, consultation. */
export interface BrandProductContent {
  name: string;
  eyebrow: string;
  heroTitle: string;
  heroLead: string;
  specsHeading: string;
  specs: readonly Spec[];
  applicationsHeading: string;
  applications: readonly TitledText[];
  hardwareHeading: string;
  /** Stated once for the section (spec: prices as whole dollars, currency once). */
  hardwareCurrencyNote: string;
  hardware: readonly HardwareSystem[];
  testimonialsHeading: string;
  testimonials: readonly Testimonial[];
  consultationHeading: string;
  consultationLead: string;
  /** Placeholder contact details (spec 2 §1). */
  consultationContacts: readonly Spec[];
  consultationLinks: readonly ContactLink[];
}

/** A pricing section's tiers with the copy the catalogue does not hold. */
export interface TierSection {
  heading: string;
  currencyNote: string;
  tiers: readonly { tier: ProductTier; features: readonly string[] }[];
}
