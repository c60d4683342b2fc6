/** Height of the fixed header; the page content starts below it. */
export const headerHeightPx = 72;

/** Id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';
