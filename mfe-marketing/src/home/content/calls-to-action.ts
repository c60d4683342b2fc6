import { pathTo } from '@gbc/site-map';
import type { InternalLink } from './types.js';

export interface CallToActionContent {
  title: string;
  text: string;
  action: InternalLink;
}

export const surveyCallToAction: CallToActionContent & { eyebrow: string; details: string } = {
  eyebrow: 'Signal Economy Trust Study',
  title: 'Help shape trust in neurotechnology',
  text: 'Tell us how you feel about companies that collect brain and body signals. Your answers inform our policy work.',
  /** Spec 1 "Home": quoted exactly. */
  details: '15-20 minutes • Anonymous • GDPR Compliant',
  action: { label: 'Take the Survey', to: pathTo('/signal-economy-survey') },
};

export const joinCallToAction: CallToActionContent = {
  title: 'Join the Movement',
  text: 'Get research updates, event invitations and a network of people building neurotechnology that respects everyone.',
  action: { label: 'Join Now', to: pathTo('/join') },
};
