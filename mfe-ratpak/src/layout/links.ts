import type { SitePath } from '@gbc/site-map';

/** An in-site link of the copy, built with `pathTo()`. */
export interface PageLink {
  label: string;
  to: SitePath;
}

/** A link to another site (external demo pages), opened in a new tab. */
export interface ExternalLink {
  label: string;
  href: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

/** A vertical page's testimonial (spec 2 §3); the rating is out of 5. */
export interface VerticalTestimonial {
  name: string;
  role: string;
  company: string;
  content: string;
  rating: number;
  metric: string;
}
