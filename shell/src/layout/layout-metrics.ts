import { theme } from '@gbc/ui';

/** Height of the fixed header; the page content starts below it. */
export const headerHeightPx = theme.headerHeightPx;

/** Between lg and xl the desktop bar is tight: its parts give up what they can spare to stay on one line. */
export const tightBarQuery = `(min-width: ${theme.breakpoints.lg}px) and (max-width: ${theme.breakpoints.xl - 0.02}px)`;

/** Id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';
