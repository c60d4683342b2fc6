import { brand } from '@gbc/site-map';

/** localStorage key that marks the welcome toast as seen; shared with nothing else. */
export const welcomeSeenKey = 'gbc-welcome-seen';
/** Spec 1 §9: the welcome toast stays 5000 ms. */
export const welcomeToastDurationMs = 5000;

export const welcomeToast = {
  title: `Welcome to the ${brand.name}`,
  description:
    'Explore our work on ethical, accessible brain-computer interfaces, and find your place in it.',
} as const;
