/** Spec 1 §9: how many vignettes each list asks for and how many placeholders it shows while loading. */
export const featuredVignettesLimit = 6;
export const latestVignettesLimit = 8;
export const moreVignettesLimit = 6;
export const vignettesPagePlaceholderCount = 6;
export const featuredVignettesPlaceholderCount = 3;

/** Tag chips a card shows: compact cards (home, More Vignettes) 2, full cards (vignettes page) 3. */
export const cardTagCount = { compact: 2, full: 3 } as const;
export const moreVignettesPlaceholderCount = 3;
