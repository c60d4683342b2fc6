import type { ResourceId, ResourceType } from '@gbc/contracts/marketing';
import { brand, pathTo, type SitePath } from '@gbc/site-map';
import { BookOpen, FileText, type LucideIcon, Microscope, Scale, ShieldCheck } from 'lucide-react';

export interface PageLink {
  label: string;
  to: SitePath;
}

/** Icons per document type, so a card's kind shows at a glance (decorative: the type is also written). */
export const resourceTypeIcons: Record<ResourceType, LucideIcon> = {
  'Research Report': Microscope,
  'Policy Brief': Scale,
  'Standards Document': ShieldCheck,
};

export const comingSoonIcon: LucideIcon = BookOpen;
export const downloadIcon: LucideIcon = FileText;

/** The one document with a page of its own (spec 1: "Read Full Report"). */
export const fullReportLinks: Partial<Record<ResourceId, PageLink>> = {
  'neuro-ai-effects': { label: 'Read Full Report', to: pathTo('/research/neuro-ai-effects') },
};

/** Copy of /resources (spec 1 "/resources"); the documents themselves come from the contracts' catalogue. */
export const resourcesPageCopy = {
  eyebrow: 'Knowledge Hub',
  lead: `Policy briefs, research and standards from the ${brand.name} and its partners, for everyone working on ethical and accessible brain-computer interfaces.`,
  membersBanner: {
    title: 'Full library access for members',
    text: `Members of the ${brand.abbreviation} download every report, brief and standard in full, and hear first when new work is published.`,
    link: { label: 'Become a Member', to: pathTo('/membership') } satisfies PageLink,
  },
  knowledgeHub: {
    heading: 'Knowledge Hub',
    text: 'Browse the library by kind of document.',
    filterLabel: 'Filter resources',
    loading: 'Loading resources',
    downloadLabel: 'Download PDF',
    downloadLabelFor: (title: string) => `Download PDF: ${title}`,
  },
  comingSoon: {
    heading: 'Coming Soon',
    text: 'Documents in preparation. Ask to be told when one is published.',
    expected: (date: string) => `Expected ${date}`,
    notifyLabel: 'Notify Me',
    notifyLabelFor: (title: string) => `Notify Me: ${title}`,
  },
  contribute: {
    title: 'Contribute to the Knowledge Hub',
    text: 'Researchers, clinicians and policymakers: share your work with the council and its members.',
    link: { label: 'Contact Us', to: pathTo('/contact') } satisfies PageLink,
  },
  membersOnlyDialog: {
    title: 'Members Only Resource',
    description: `This document is exclusive to ${brand.abbreviation} members.`,
    notice: 'Membership Required',
    noticeText:
      'Become a member to download the full library, or contact us about access for your organization.',
    contact: { label: 'Contact Us', to: pathTo('/contact') } satisfies PageLink,
    membership: { label: 'Become a Member', to: pathTo('/membership') } satisfies PageLink,
  },
} as const;
