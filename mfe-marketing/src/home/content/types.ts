import type { SitePath } from '@gbc/site-map';
import type { LucideIcon } from 'lucide-react';

/** A call to action that stays inside the site; `to` is built with `pathTo()` from the site map's route table. */
export interface InternalLink {
  label: string;
  to: SitePath;
}

/** A headline number shown as a statistic, e.g. "40+" over "Countries". */
export interface Statistic {
  value: string;
  label: string;
}

/** Heading copy shared by most home sections. */
export interface SectionIntro {
  /** The block's name as spec 1 "Home" gives it ("Work Areas", "Focus Areas", …): the section's h2. */
  heading: string;
  /** The council's own one-line take on the block, under the heading. */
  subtitle?: string;
  lead: string;
}

/** A titled card with an icon, used by the mission and pillar blocks. */
export interface IconCard {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}
