import type { SitePath } from '@gbc/site-map';

export interface TitledText {
  title: string;
  text: string;
}

export interface CurriculumBlock {
  /** "Week 1", "Weeks 1-2". */
  weeks: string;
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ContactLink {
  label: string;
  to: SitePath;
}
