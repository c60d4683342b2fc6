import type { Theme } from './theme.js';

/**
 * Types `props.theme` in every styled component of the site as the council theme. Declaration merging is
 * the way styled-components offers; this module is imported by the package entry so every consumer sees it.
 */
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
